def f():
    data = [1, 5, 3]
    if any((big := v) > 4 for v in data):
        print("big", big)
    total = [t := t0 + 1 for t0 in range(3)]
    return t, total
print(f())
print([last := i * i for i in range(4)], last)
def nested():
    rows = [[1, 2], [3, 4]]
    flat = [[(seen := x) for x in row] for row in rows]
    return flat, seen
print(nested())
data = [3, 8, 1]
if all((smallest := v) > 0 for v in data):
    print("all positive, last checked", smallest)
if not all((first_bad := v) < 5 for v in data):
    print("first not below 5:", first_bad)
