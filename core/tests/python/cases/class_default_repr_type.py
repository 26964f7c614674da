class A:
    pass
print(type(A()).__name__, A.__name__, type(A()) is A, isinstance(A(), A), isinstance(A(), object))
