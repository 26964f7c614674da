(a, b), c = (1, 2), 3
for i, (x, y) in enumerate([(1, 2), (3, 4)]):
    print(i, x, y)
print(a, b, c)
