class P:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y


p = P(1, 2)
print(p.x, p.y)
p.x = 10
print(p.x)
try:
    p.z = 3
except AttributeError as e:
    print(e)
print(hasattr(p, "__dict__"))
try:
    p.__dict__
except AttributeError as e:
    print(e)

del p.y
try:
    p.y
except AttributeError as e:
    print(e)


class Q(P):
    pass


q = Q(1, 2)
q.anything = 5
print(q.anything, hasattr(q, "__dict__"))


class R(P):
    __slots__ = ("w",)


r = R(1, 2)
r.w = 3
print(r.w)
try:
    r.v = 1
except AttributeError as e:
    print(e)


class S:
    __slots__ = "only"


s = S()
s.only = 1
try:
    s.other = 2
except AttributeError as e:
    print(e)


class D:
    __slots__ = ("a", "__dict__")


d = D()
d.a = 1
d.b = 2
print(d.a, d.b)
try:
    S().only
except AttributeError as e:
    print(e)
