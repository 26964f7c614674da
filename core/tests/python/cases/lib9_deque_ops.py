from collections import deque
d = deque(range(6), maxlen=6)
d.rotate(2); print(d)
d.rotate(-5); print(d)
d.rotate(0); d.rotate(13); print(d)
d.append(99); print(d, d.maxlen)
d.appendleft(-1); print(d)
d.extend([7, 8]); print(d)
d.extendleft([10, 11]); print(d)
print(d.index(11), d.count(10), 99 in d, d[-1], d[0])
e = deque([1, 2, 3, 2, 1])
e.remove(2); print(e)
e.insert(1, 'x'); print(e)
e.reverse(); print(e)
print(e.pop(), e.popleft(), e)
try:
    deque([], maxlen=1).pop()
except IndexError as ex:
    print('IndexError', ex)
try:
    deque([1]).remove(5)
except ValueError as ex:
    print('ValueError', ex)
f = deque([1, 2], maxlen=2)
try:
    f.insert(0, 3)
except IndexError as ex:
    print('IndexError', ex)
z = deque(maxlen=0); z.append(1); print(z, len(z))
g = deque('abc'); print(g * 2, g + deque('d'), deque('ab') == deque('ab'), deque('ab') < deque('b'))
g *= 2; print(g)
print(repr(deque([], 3)), deque(range(3)).copy(), list(reversed(deque([1, 2, 3]))))
del g[1]; print(g); g[0] = 'Z'; print(g)
h = deque(range(10), 3); print(h)
print(deque([1, 2, 3]).index(3, 1, 3))
try:
    deque([1,2,3]).index(1, 1)
except ValueError as ex:
    print('ValueError', ex)
d2 = deque([1, 2, 3]); d2.clear(); print(d2, bool(d2))
