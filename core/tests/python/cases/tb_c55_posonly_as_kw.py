def sub(a, b, /):
    return a - b
print(sub(3, 1))
print(sub(a=3, b=1))
