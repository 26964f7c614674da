l = list(range(10))
l[2:5] = ["a", "b"]
print(l)
l[:0] = [-1]
print(l)
l[len(l):] = [99, 100]
print(l)
l[::2] = [0] * len(l[::2])
print(l)
l[1::3] = "xyz" if len(l[1::3]) == 3 else [None] * len(l[1::3])
print(l)
m = [1, 2, 3]
m[:] = m
print(m)
m[1:2] = (7, 8, 9)
print(m)
m[5:1] = [4]
print(m)
s = slice(0, 2)
m[s] = []
print(m)
n = list(range(8))
del n[1:7:2]
print(n)
try:
    n[::2] = [1]
except ValueError as e:
    print("ValueError", e)
