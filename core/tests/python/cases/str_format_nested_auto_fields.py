rows = [("apple", 3, 1.5), ("kiwi", 12, 0.25)]
w = max(len(r[0]) for r in rows)
for name, n, price in rows:
    print("{:<{}} | {:>{}} | {:{}.{}f}".format(name, w, n, 4, price, 8, 3))
print("{0:{1}}|{2:^{1}}|".format("x", 5, "y"))
print("{:{fill}{align}{width}}".format("z", fill="*", align="^", width=7))
