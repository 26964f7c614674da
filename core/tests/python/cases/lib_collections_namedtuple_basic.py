from collections import namedtuple

Point = namedtuple("Point", ["x", "y"])
p = Point(1, 2)
print(p, p.x, p.y, p[0], p[1], p[-1], len(p))
x, y = p
print(x, y, list(p), tuple(p), [*p])
print(Point(x=3, y=4), Point(5, y=6), Point._fields, Point._field_defaults)
print(p == (1, 2), (1, 2) == p, p == Point(1, 2), p != (2, 1), p == [1, 2])
print(p < (1, 3), p > (0, 9), p <= Point(1, 2), p >= (1, 2, 0), Point(1, 2) < Point(1, 3))
print(p + (3,), p + Point(3, 4), (0,) + p, p * 2, 2 * p, p[:1], p[::-1])
print(1 in p, 5 in p, p.count(1), p.index(2))
print(p._asdict(), p._replace(x=10), p._replace(), p)
print(Point._make([7, 8]), Point._make(range(2)), Point._make(iter("ab")))
print(repr(p), str(p), f"{p}", [p], {"k": p})
print(sorted([Point(2, 1), Point(1, 5), Point(1, 2)]), max([Point(0, 9), Point(1, 0)]))
print(len({Point(1, 2), Point(1, 2), Point(2, 1)}), {Point(1, 2): "a"}[Point(1, 2)])
Color = namedtuple("Color", "red green blue")
print(Color(255, 0, 128), Color._fields, Color.__doc__)
Pair = namedtuple("Pair", "left, right")
print(Pair("L", "R"), Pair._fields)
Empty = namedtuple("Empty", "")
print(Empty(), len(Empty()), Empty._fields)
One = namedtuple("One", ["value"])
print(One(1), One([1, 2]), One(None).value)
Emp = namedtuple("Emp", "name age title")
rows = [("ann", 30, "dev"), ("bo", 25, "ops")]
emps = [Emp._make(r) for r in rows]
print(emps)
print([e.name for e in emps if e.age > 26], sum(e.age for e in emps))
print(sorted(emps, key=lambda e: e.age))
for name, age, title in emps:
    print(name, age, title)
d = emps[0]._asdict()
d["age"] = 31
print(d, Emp(**d))
print(Point.__match_args__, p.__getnewargs__())
print(list(reversed(p)), list(enumerate(p)), dict(zip(p._fields, p)))
print(type(p._asdict()).__name__, type(p + p).__name__, type(p[:]).__name__)
