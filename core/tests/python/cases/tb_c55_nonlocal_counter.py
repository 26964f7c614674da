def make():
    n = 0
    def inc(step):
        nonlocal n
        n += step
        return n
    return inc
inc = make()
print(inc(1), inc(2))
inc("3")
