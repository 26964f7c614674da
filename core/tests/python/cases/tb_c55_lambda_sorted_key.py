people = [("ann", 31), ("bob", 25), ("cy", None)]
by_age = sorted(people[:2], key=lambda p: p[1])
print(by_age)
by_age = sorted(people, key=lambda p: p[1])
