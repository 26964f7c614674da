def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
import itertools
print(list(itertools.islice(fib(), 15)))
g = fib()
print(type(g).__name__, next(g), next(g))
gen_exp = (x * x for x in range(5))
print(sum(gen_exp), sum(gen_exp))
def tree(n, depth=0):
    yield "  " * depth + str(n)
    for c in range(n):
        yield from tree(c, depth + 1)
print("\n".join(tree(3)))
name, val, w = "pi", 3.14159, 10
print(f"{name!r:>{w}}|{val:<{w}.3f}|{val=}|{val = :.2f}|{name!s}|{name!a}")
print(f"{'é'!a}", f"{{literal}}", f"{3+4}", f"{'a' 'b'}", f"{[1,2][0]}", f"{ {'k': 1}['k'] }")
items = {"apples": 3, "kiwis": 12}
for k, v in items.items():
    print(f"{k:.<12}{v:>4d} {v/15:6.1%} {v:#06x} {v:b}")
