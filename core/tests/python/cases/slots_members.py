# __slots__ members are descriptors on the class.
class P:
    __slots__ = ("x", "y")

    def __init__(self):
        self.x = 1


print(P.x, type(P.x).__name__)
p = P()
print(P.x.__get__(p, P), P.y.__get__(None, P) is P.y)
P.x.__set__(p, 5)
print(p.x)
try:
    p.y
except AttributeError as e:
    print(e)
del p.x
print(hasattr(p, "x"))
try:
    class Bad:
        __slots__ = ("a",)
        a = 1
except ValueError as e:
    print(e)
