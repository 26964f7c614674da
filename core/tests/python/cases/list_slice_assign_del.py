l = [0, 1, 2, 3, 4, 5]
del l[1]
print(l)
del l[::2]
print(l)
l2 = [1, 2, 3]
del l2[-1]
print(l2)
