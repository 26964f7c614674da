# unpacking corners and star expressions in a record parser
records = ["ann,31,admin,eng,ops", "bob,25", "cy,40,user"]
for r in records:
    name, age, *roles = r.split(",")
    print(name, int(age), roles)
first, *middle, last = range(6)
print(first, middle, last)
(a, b), c, [d, *e] = (1, 2), 3, "xyz"
print(a, b, c, d, e)
*init, tail = "hello"
print(init, tail)
head, *_ = [9]
print(head, _)
for i, (k, v) in enumerate({"x": 1, "y": 2}.items()):
    print(i, k, v)
pairs = [(1, "one"), (2, "two")]
nums, words = zip(*pairs)
print(nums, words, list(zip(*[(1, 2, 3), (4, 5, 6)])))
print([*range(3), *"ab", *{"k": 1}], (*[1, 2], 3), {*"aab", *[1]} == {"a", "b", 1}, {**{"a": 1}, **{"a": 2, "b": 3}})
def f(*args, **kw): return args, kw
print(f(*[1, 2], *(3,), **{"a": 1}, **{"b": 2}), f(*"ab", c=3))
try:
    a, b = [1, 2, 3]
except ValueError as e:
    print("ValueError", e)
try:
    a, b, c = [1, 2]
except ValueError as e:
    print("ValueError", e)
try:
    a, *b, c = [1]
except ValueError as e:
    print("ValueError", e)
try:
    x, y = 5
except TypeError as e:
    print("TypeError", e)
try:
    f(**{"a": 1}, **{"a": 2})
except TypeError as e:
    print("TypeError", e)
try:
    f(**{1: 2})
except TypeError as e:
    print("TypeError", e)
try:
    f(**[1])
except TypeError as e:
    print("TypeError", e)
x = y = z = []
x.append(1)
print(y, z is x)
i = 0
lst = [10, 20, 30]
i, lst[i] = 1, 99
print(i, lst)
a, b = b, a = 1, 2
print(a, b)
m = [[0] * 2] * 2
m[0][0] = 5
print(m, [[0] * 2 for _ in range(2)])
t = 1,
print(t, type(t).__name__, (), (1), ((1,),))
s = "k=v=w"
key, _, value = s.partition("=")
print(key, value, s.split("=", 1))
def swap_pairs(seq):
    it = iter(seq)
    return [p for a, b in zip(it, it) for p in (b, a)]
print(swap_pairs("abcdef"), swap_pairs([1, 2, 3]))
for (x, y), label in [((0, 0), "origin"), ((1, 2), "p")]:
    print(f"{label}: {x},{y}")
print(dict(zip(*[iter("aAbBcC")] * 2)), [*map(str.upper, "ab")], max(*[3, 1, 2]), print(*[], sep="-") or "printed nothing")
data = {"user": {"name": "kim", "langs": ["py", "rs"]}}
match data:
    case {"user": {"name": str(n), "langs": [first_lang, *others]}}:
        print(n, first_lang, others)
