class A:
    def __eq__(self, o):
        return isinstance(o, A)
    __hash__ = object.__hash__
a = A()
print(hash(a) == object.__hash__(a), a == A(), a != A(), a != 1)
print(len({a, a, A()}))
