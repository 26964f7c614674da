import re
data = [4, 8, 15, 16, 23, 42]
if (n := len(data)) > 5:
    print(f"list has {n} items")
print([y for x in data if (y := x * 2) > 20], y)
lines = iter(["a=1", "b=2", "", "c=3"])
while (line := next(lines, None)) is not None and line:
    print("line", line)
if m := re.match(r"(\d+)-(\d+)", "10-20"):
    print(m.groups())
first, *middle, last = data
print(first, middle, last)
(a, b), c, [d, *e] = (1, 2), 3, [4, 5, 6]
print(a, b, c, d, e)
head, *tail = "hello"
print(head, tail)
*init, end = range(5)
print(init, end)
x, y = y, x = 1, 2
print(x, y)
try:
    p, q = [1, 2, 3]
except ValueError as err:
    print("ValueError:", err)
try:
    p, q, r = [1, 2]
except ValueError as err:
    print("ValueError:", err)
try:
    p, *q, r = [1]
except ValueError as err:
    print("ValueError:", err)
def f(a, b=2, /, c=3, *args, d, e=5, **kw):
    return (a, b, c, args, d, e, kw)
print(f(1, d=4), f(1, 2, 3, 4, 5, d=6, z=7), f(*[1, 2], **{"d": 0, "q": 1}))
try:
    f(1)
except TypeError as err:
    print("TypeError:", err)
try:
    f(a=1, d=2)
except TypeError as err:
    print("TypeError:", err)
try:
    f(1, d=1, d2=2, **{"d": 3})
except TypeError as err:
    print("TypeError:", err)
print([*range(3), *"ab"], {**{"a": 1}, "b": 2}, (*[1], 2), {*"aa", *"b"} == {"a", "b"})
for i, (k, v) in enumerate({"x": 1, "y": 2}.items(), start=1):
    print(i, k, v)
matrix = [[1, 2, 3], [4, 5, 6]]
print(list(zip(*matrix)), [list(r) for r in zip(*matrix)], list(map(sum, zip(*matrix))))
try:
    list(zip([1, 2], [1], strict=True))
except ValueError as err:
    print("ValueError:", err)
print(1 < 2 < 3 > 2 != 5, 1 < 2 > 3, (lambda: (yield))().__class__.__name__, [i for i in range(3)][-1:])
