try:
    open("/nonexistent/x")
except OSError as e:
    print(e.errno, e.strerror, e.filename, e)
class A: pass
class B(A): pass
class C(A): pass
class D(B, C): pass
print(A.__subclasses__(), B.__subclasses__(), D.__subclasses__())
def all_sub(c):
    return [c.__name__] + [n for s in c.__subclasses__() for n in all_sub(s)]
print(all_sub(A))
class E(ValueError): pass
print(ValueError.__subclasses__()[-1:] if False else E in ValueError.__subclasses__())
