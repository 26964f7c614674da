n = float("nan")
i = float("inf")
print(n != n, i > 1e308, -i < 0, i - i != i - i, max(1, i))
