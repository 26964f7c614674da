def stats(first, *rest, sep=", ", **opts):
    return f"first={first} rest={rest} sep={sep!r} opts={sorted(opts.items())}"
args = [1, 2, 3]
kw = {"sep": "; ", "mode": "x"}
print(stats(*args), stats(*args, **kw), stats(0, *args, *"ab", z=1, **{"y": 2}))
a, *b, c = [1, 2, 3, 4, 5]
print(a, b, c)
*init, last = "hello"
print(init, last)
(x, y), (z, *w) = (1, 2), [3, 4, 5]
print(x, y, z, w)
head, *tail = range(1)
print(head, tail)
for i, (name, *scores) in enumerate([("ann", 90, 85), ("bob", 70), ("cy",)]):
    print(i, name, scores, sum(scores) / len(scores) if scores else None)
merged = [*range(3), *"ab", *{"k": 1}, *(x * x for x in range(3))]
print(merged)
d1 = {"a": 1, "b": 2}
d2 = {"b": 20, "c": 30}
print({**d1, **d2}, {**d2, **d1}, {**d1, "b": 0, **{"d": 4}})
s = {*"abc", *[1, 2]} - {"a", "b", "c"}
print(sorted(s))
t = (*[1, 2], 3)
print(t, type(t).__name__)
first, second, *_ = "a b c d e".split()
print(first, second, _)
matrix = [[1, 2, 3], [4, 5, 6]]
print(list(zip(*matrix)), [*zip(*matrix)][1], dict(zip(*[["a", "b"], [1, 2]])))
def swap_ends(seq):
    f, *m, l = seq
    return [l, *m, f]
print(swap_ends([1, 2, 3, 4]), swap_ends("xy"), swap_ends((1, 2, 3)))
try:
    swap_ends([1])
except ValueError as e:
    print("ValueError:", e)
try:
    a, b = 1, 2, 3
except ValueError as e:
    print("ValueError:", e)
try:
    a, b, c = [1, 2]
except ValueError as e:
    print("ValueError:", e)
try:
    a, b = 5
except TypeError as e:
    print("TypeError:", e)
def kwonly(a, *, b, c=3):
    return a, b, c
print(kwonly(1, b=2), kwonly(*[1], **{"b": 5, "c": 6}))
def posonly(a, b, /, c=0):
    return a + b + c
print(posonly(1, 2), posonly(1, 2, c=3), posonly(*(1, 2, 3)))
try:
    posonly(a=1, b=2)
except TypeError as e:
    print("TypeError:", e)
try:
    stats(1, **{"sep": "x"}, sep="y")
except TypeError as e:
    print("TypeError:", e)
try:
    stats(**{1: 2})
except TypeError as e:
    print("TypeError:", e)
pairs = [(1, "one"), (2, "two"), (3, "three")]
nums, names = zip(*pairs)
print(nums, names)
(a, b), c = "xy", "z"
print(a, b, c)
a = b = c = 0
a, b = b, a = 1, 2
print(a, b)
x = [0, 0]
i = 0
i, x[i] = 1, 9
print(i, x)
coords = {"x": 1, "y": 2}
match coords:
    case {"x": xx, **rest}:
        print(xx, rest)
print(*"abc", sep="-")
print(*[], "only")
print(max(*[3, 1, 2]), min(*"zyx"), [*map(str.upper, "ab")])
