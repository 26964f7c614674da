l = [3, 1, 2, 1]
print(l.index(1), l.count(1))
l.remove(1)
print(l, l.pop(), l.pop(0), l)
l.reverse()
print(l)
l.clear()
print(l)
