from dataclasses import dataclass


def describe(cmd):
    match cmd.split():
        case ["go", ("north" | "south" | "east" | "west") as d]:
            return f"move {d}"
        case ["take", *items] if items:
            return f"take {', '.join(items)}"
        case ["drop", item, "quietly"]:
            return f"drop {item} silently"
        case [single]:
            return f"one word: {single}"
        case []:
            return "nothing"
        case _:
            return f"unknown: {cmd!r}"


for c in ["go north", "go up", "take sword shield", "take", "drop gem quietly", "look", ""]:
    print(describe(c))


@dataclass
class Point:
    x: int
    y: int


def where(p):
    match p:
        case Point(x=0, y=0):
            return "origin"
        case Point(x=0, y=y):
            return f"on y axis at {y}"
        case Point(x, 0):
            return f"on x axis at {x}"
        case Point(x, y) if x == y:
            return "diagonal"
        case {"x": x, "y": y, **rest}:
            return f"dict point {x},{y} extra={rest}"
        case (a, b) | [a, b, _]:
            return f"sequence {a},{b}"
        case int() | float() as n if n < 0:
            return "negative number"
        case str(s):
            return f"string {s}"
        case None:
            return "none"
        case _:
            return "other"


for p in [Point(0, 0), Point(0, 5), Point(3, 0), Point(2, 2), Point(1, 2), {"x": 1, "y": 2, "z": 3},
          (4, 5), [6, 7, 8], -3, -2.5, "hi", None, 42]:
    print(where(p))

first, *middle, last = range(6)
print(first, middle, last)
(a, b), c = [1, 2], 3
print(a, b, c)
a, b = b, a
print(a, b)
*head, = "xyz"
print(head, [*"ab", *range(2)], {**{"a": 1}, "b": 2}, (*[1, 2], 3))
print(1 < 2 < 3, 1 < 3 < 2, 1 == 1.0 != 2, "a" < "b" > "a", (x := 5) * 2, x)
data = [3, 8, 1, 9, 4]
if (n := len(data)) > 3:
    print(f"list is long ({n})")
print([y for v in data if (y := v * 2) > 6], y)
print([(i, j) for i in range(3) for j in range(i)], {i % 3 for i in range(10)}, {i: i * i for i in range(4)})
print([[j for j in range(i)] for i in range(4)], list(x for x in "abc"))
print(True and "yes" or "no", None or 0 or "" or "last", 0 and 1, [] or {}, not [], 5 if 0 else 6)
order = []


def f(tag, val):
    order.append(tag)
    return val


result = f("a", 1) + f("b", 2) * f("c", 3)
d = {f("k1", "k"): f("v1", 1)}
lst = [0, 0]
lst[f("idx", 0)] = f("rhs", 9)
print(result, order, lst)


class Account:
    interest = 0.02

    def __init__(self):
        self.balance = 100


acct = Account()
acct.interest = 0.05
print(acct.interest, Account.interest, vars(acct))
del acct.interest
print(acct.interest)
t = (1, [2])
try:
    t[1] += [3]
except TypeError as e:
    print("TypeError:", e, t)
s = "abc"
s2 = s
s += "d"
print(s, s2)
l1 = [1]
l2 = l1
l1 += [2]
print(l1 is l2, l2)
Dyn = type("Dyn", (object,), {"greet": lambda self: f"hi from {type(self).__name__}", "n": 3})
print(Dyn().greet(), Dyn.n, Dyn.__name__, Dyn.__bases__)


class Meta(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        return {"order": []}

    def __new__(mcls, name, bases, ns):
        ns["order"] = [k for k in ns if not k.startswith("__") and k != "order"]
        return super().__new__(mcls, name, bases, ns)


class Form(metaclass=Meta):
    name = "text"
    age = "int"
    email = "text"


print(Form.order)


def add_repr(cls):
    def __repr__(self):
        return f"{cls.__name__}({', '.join(f'{k}={v!r}' for k, v in vars(self).items())})"
    cls.__repr__ = __repr__
    return cls


@add_repr
class Thing:
    def __init__(self, a, b):
        self.a, self.b = a, b


print(Thing(1, "two"), [Thing(0, None)])


class Parent:
    @classmethod
    def create(cls):
        return cls()

    def __repr__(self):
        return f"<{type(self).__name__}>"


class Child(Parent):
    @classmethod
    def create(cls):
        obj = super().create()
        obj.extra = True
        return obj


print(Child.create(), Child.create().extra, Parent.create())


class Cls:
    def method(self):
        return __class__.__name__


class Sub(Cls):
    pass


print(Sub().method(), [i for i in range(3)][-1], "%d%%" % 50)
nums = [1, 2, 3]
print(nums.__len__(), "abc".__getitem__(1), (5).__add__(3), (5).__radd__(3), int.__add__(2, 2), NotImplemented.__class__.__name__)
print(((lambda x: lambda y: x + y)(3))(4), (lambda *a, **k: (a, k))(1, z=2))
try:
    (lambda x: x)()
except TypeError as e:
    print("TypeError:", e)
try:
    def kw(*, only):
        pass
    kw(1)
except TypeError as e:
    print("TypeError:", e)
try:
    def pos(a, /):
        pass
    pos(a=1)
except TypeError as e:
    print("TypeError:", e)
try:
    f(1, 2, 3)
except TypeError as e:
    print("TypeError:", e)
try:
    f("x", 1, val=2)
except TypeError as e:
    print("TypeError:", e)
