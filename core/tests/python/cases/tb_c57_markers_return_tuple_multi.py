def stats(values):
    n = len(values)
    return (sum(values) / n,
            max(values) - min(values),
            sorted(values)[n // 2])

print(stats([1, 2, 3]))
print(stats([]))
