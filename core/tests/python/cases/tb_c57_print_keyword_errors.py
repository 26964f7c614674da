def show(f):
    try:
        f()
    except TypeError as e:
        print(e)

show(lambda: print("a", sep=1))
show(lambda: print("a", end=2))
show(lambda: print("a", file=3))
show(lambda: print("a", flush="x", colour=1))
print("done", sep=None, end=None)
print("x", "y", sep="", end="!\n")
print(1, 2, sep=3)
