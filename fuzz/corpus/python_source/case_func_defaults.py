def f(a, b=2, c=3):
    return a + b * c
print(f(1), f(1, 1), f(1, c=10), f(a=0, b=0, c=0))
