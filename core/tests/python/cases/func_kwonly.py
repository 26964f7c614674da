def f(a, *, b, c=5):
    return a, b, c
print(f(1, b=2), f(1, b=2, c=3))
