nan = float('nan')
a = [3, nan, 1, 5, nan, 0, 2, 4]
print(sorted(a, reverse=True), sorted(a))
b = [3.0, nan, 1.5, 5.0, nan, 0.0]
print(sorted(b, reverse=True), sorted(b))
b.sort(reverse=True); print(b)
print(sorted([2, 1, nan, 3], key=lambda x: x, reverse=True))
print(max([1, nan, 3]), min([nan, 1, 3]), max([nan, 1, 3]))
c = [2.0, nan, 1.0, 3.0, nan, 0.5, 2.0, 1.0, nan, 3.0]
print(sorted(c), sorted(c, reverse=True), sorted(c, key=lambda x: -x))
c.sort(reverse=True); print(c)
