def f(a, b=1):
    return a + b

print(f(1))
print(f(1, 2))
print(f(1, 2, 3))
