from itertools import groupby

rows = [("fruit", "apple"), ("fruit", "pear"), ("veg", None)]
for key, group in groupby(rows, key=lambda r: r[0]):
    print(key, [g[1] for g in group])
for key, group in groupby(rows, key=lambda r: r[1].upper()):
    print(key, list(group))
