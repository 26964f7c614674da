a = [1, 2]
b = a
c = a.copy()
d = a[:]
a.append(3)
print(b, c, d)
