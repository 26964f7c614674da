from itertools import product

print(list(product("ab", range(2))))
print(list(product("AB", repeat=2)))
print(list(product([0, 1], repeat=3)))
print(list(product()))
print(list(product(repeat=3)))
print(list(product("ab", "")))
print(list(product("ab", repeat=0)))
print(list(product("x", "y", "z")))
print(len(list(product(range(4), "abc", [True, False]))))
print(["".join(t) for t in product("01", repeat=3)])
pr = product(iter([1, 2]), iter("ab"))
print(next(pr), list(pr))
grid = [(r, c) for r, c in product(range(2), range(3)) if r != c]
print(grid)
try:
    product("ab", repeat=-1)
except ValueError as e:
    print("ValueError:", e)
product("ab", 7)
