x = "global"
lst = [x for x in range(3)]
print(x, lst)

class C:
    factor = 10
    vals = [1, 2, 3]
    scaled = [v * 2 for v in vals]
    try:
        bad = [v * factor for v in vals]
    except NameError as e:
        err = str(e)
print(C.scaled, C.err)

def f():
    y = 5
    return [y * i for i in range(3)], {i: y for i in "ab"}, {y + i for i in (1, 1, 2)}
print(f())

print([(i, j) for i in range(3) for j in range(i) if (i + j) % 2])
print([[i * j for j in range(3)] for i in range(3)])
matrix = [[1, 2, 3], [4, 5, 6]]
print([row[i] for i in range(3) for row in matrix])
print(list(zip(*matrix)))

print([y := 10, y ** 2])
data = [1, 4, 9, 16, 25]
print([r for v in data if (r := int(v ** 0.5)) % 2])
print(r)
def walrus_scope():
    [last := n for n in range(4)]
    return last
print(walrus_scope())

gen = (i * i for i in range(4))
print(sum(gen), sum(gen))
total = 0
g = (total + i for i in range(3))
total = 100
print(list(g))

it = iter(range(10))
print([next(it) for _ in range(3)], list(it)[:2])

print({k: v for k, v in zip("abc", range(3)) if v != 1})
print(dict.fromkeys("hello", 0))
words = "the quick brown fox jumps over the lazy dog".split()
print({w[0]: w for w in words})
print(sorted({len(w) for w in words}))
print([w.upper() if len(w) > 3 else w for w in words])
nested = [[1, [2, 3]], [4], []]
def flatten(xs):
    return [y for x in xs for y in (flatten(x) if isinstance(x, list) else [x])]
print(flatten(nested))
print([i for i in range(20) if i % 2 if i % 3])
print(any(i > 3 for i in range(5)), all([]), any([]))
