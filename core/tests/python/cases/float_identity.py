x = 2.5
r = range(3)
print(x is x, r is r, x is not x, [x].count(x), x in (1, x))
nan = float("nan")
print(len({float("nan"), float("nan")}), nan == nan)
