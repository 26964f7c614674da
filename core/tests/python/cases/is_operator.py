a = [1]
b = a
print(a is b, a is [1], None is None, a is not None)
