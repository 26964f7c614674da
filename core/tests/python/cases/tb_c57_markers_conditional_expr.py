def label(n):
    return "big" if n > 10 else "small" if n >= 0 else n.name

print(label(5), label(20))
print(label(-1))
