def make():
    total = 0
    def add(xs):
        nonlocal total
        for x in xs:
            total += x
        return total
    return add
a = make()
a([1, 2])
print(a([3]))
