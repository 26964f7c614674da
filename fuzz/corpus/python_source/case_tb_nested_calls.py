def a():
    return b()
def b():
    return 1 / 0
a()
