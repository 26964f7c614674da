pairs = [(1, 2), (3, 4)]
for a, b in pairs:
    print(a + b)
try:
    a, b = [1, 2, 3]
except ValueError as e:
    print(e)
x, y, z = (1, 2)
