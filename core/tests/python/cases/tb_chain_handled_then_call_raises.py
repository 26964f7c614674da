def risky():
    raise TypeError("inside risky")


try:
    int("nope")
except ValueError as e:
    print("caught", e)
risky()
