def f():
    return missing + 1
f()
