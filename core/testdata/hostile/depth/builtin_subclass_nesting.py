# Instances of a list subclass nested 100,000 deep, compared and printed; one holding itself.
# reference: cpython
# exit: 0
class L(list):
    pass


a = L()
b = L()
for i in range(100000):
    a = L([a])
    b = L([b])
for what in (lambda: a == b, lambda: repr(a), lambda: len(str(b))):
    try:
        print(what())
    except RecursionError as e:
        print(type(e).__name__)
r = L()
r.append(r)
print(r, len(r))


class M(type):
    def __call__(cls, *args):
        return cls(*args)


class A(metaclass=M):
    pass


try:
    A()
except RecursionError as e:
    print(type(e).__name__)
