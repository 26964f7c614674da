def point(x, y):
    return (x, y)

coords = [(1, 2), (3,)]
for c in coords:
    print(point(*c))
