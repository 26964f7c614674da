import numbers
print(isinstance(1.0, numbers.Number), isinstance(1.0, numbers.Real), isinstance(1, numbers.Number), isinstance(True, numbers.Integral), isinstance(1.5, numbers.Complex))
class A: pass
class B(A): pass
class C(A): pass
class D(B, C): pass
print(A.__subclasses__(), B.__subclasses__(), D.__subclasses__())
print([c.__name__ for c in A.__subclasses__()])
