x = None
print(x, repr(x), x is None, type(x).__name__ if False else "NoneType")
