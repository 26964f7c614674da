from collections import deque

d = deque(maxlen=3)
print(d, d.maxlen)
for i in range(6):
    d.append(i)
    print(d)
d.appendleft(-1)
print(d)
d.extend([10, 11])
print(d)
d.extendleft([20, 21])
print(d)
print(deque([1, 2, 3, 4, 5], 2))
print(deque(range(10), maxlen=0), deque(maxlen=None), deque([1], None).maxlen)
z = deque(maxlen=0)
z.append(1)
z.appendleft(2)
z.extend([3])
print(z, len(z))
e = deque([1, 2], maxlen=3)
print(e * 3, e + deque([7, 8, 9, 10]), (e + deque([7])).maxlen)
e *= 2
print(e)
c = deque([1, 2, 3], 4).copy()
print(c, c.maxlen)
last = deque(maxlen=2)
for line in ["a", "b", "c", "d"]:
    last.append(line)
print(list(last))
def moving_average(values, n):
    window = deque(maxlen=n)
    out = []
    for v in values:
        window.append(v)
        out.append(sum(window) / len(window))
    return out
print(moving_average([1, 2, 3, 4, 5, 6], 3))
r = deque(range(5), 5)
r.rotate(2)
print(r, r.maxlen)
try:
    deque([1, 2], 2).insert(0, 0)
except IndexError as ex:
    print("IndexError", ex)
try:
    d.maxlen = 5
except AttributeError as ex:
    print("AttributeError", ex)
try:
    deque([], -1)
except ValueError as ex:
    print("ValueError", ex)
try:
    deque([], "3")
except TypeError as ex:
    print("TypeError", ex)
try:
    deque([], 2.0)
except TypeError as ex:
    print("TypeError", ex)
print(deque([1, 2, 3], maxlen=5), repr(deque(maxlen=1)))
