a = [1]
b = a
a += [2]
print(b)
t = (1,)
u = t
t += (2,)
print(u, t)
