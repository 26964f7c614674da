class A:
    __slots__ = ("__x", "y")
    def __init__(self):
        self.__x = 1
a = A()
print(a._A__x, A.__slots__, sorted(k for k in vars(A) if "x" in k))
