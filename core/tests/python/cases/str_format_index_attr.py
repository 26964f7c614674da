class P:
    x = 7
print("{0[1]} {1.x} {p.x}".format([5, 6], P(), p=P()))
