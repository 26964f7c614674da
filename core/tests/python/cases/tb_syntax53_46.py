def f(x, y=2, z):
    pass
