def report(name, total, average):
    return f"{name}: {total} ({average:.2f})"

values = [3, 4]
print(report("a", sum(values), sum(values) / len(values)))
empty = []
print(report(
    "b",
    sum(empty),
    sum(empty) / len(empty),
))
