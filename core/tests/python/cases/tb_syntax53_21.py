def f():
    x = 1
    if x == 1
        return x
