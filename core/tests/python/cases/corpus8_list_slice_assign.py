# Slice assignment with steps, deletes with slices, self-assignment.
a = list(range(10))
a[::2] = "abcde"
print(a)
try:
    a[::2] = [1]
except ValueError as e:
    print(e)
a[1:3] = []
print(a)
a[::-3] = [0, 0, 0]
print(a)
del a[::2]
print(a)
a = list(range(10))
del a[-2:1:-3]
print(a)
a = list(range(5))
a[10:] = [9]
print(a)
a[-100:0] = [7]
print(a)
a[3:1] = ["x"]
print(a)
a = [1, 2, 3]
a[1:2] = a
print(a)
a = list(range(6))
a[slice(1, None, 2)] = [0] * 3
print(a)
a = list(range(8))
a[::-1] = a
print(a)
a[2:5] = range(3)
a[:0] = "ab"
print(a)
del a[:]
print(a, len(a))
try:
    a[0:1:0] = []
except ValueError as e:
    print(e)
