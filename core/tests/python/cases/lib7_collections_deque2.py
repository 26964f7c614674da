from collections import deque
d = deque(range(10), maxlen=5)
print(d, d.maxlen)
d.append(10); d.appendleft(-1)
print(d)
d.rotate(2); print(d)
d.rotate(-3); print(d)
d.extend([20, 21]); print(d)
d.extendleft('ab'); print(d)
print(d.count(7), d.index(7) if 7 in d else 'none', len(d))
e = deque('abcabc')
print(e.index('c'), e.index('c', 3), e.index('a', 1, 4))
try:
    e.index('z')
except ValueError as ex:
    print('ValueError', ex)
e.remove('b'); print(e)
e.insert(2, 'X'); print(e)
e.reverse(); print(e)
print(e.pop(), e.popleft(), e)
print(e[0], e[-1], e * 2, e + deque('z'))
e *= 2; print(e)
e += 'q'; print(e)
del e[1]; print(e)
e[0] = 'FIRST'; print(e)
f = deque([1, 2, 3], 3)
try:
    f.insert(0, 9)
except IndexError as ex:
    print('IndexError', ex)
print(deque([1, 2]) == deque([1, 2]), deque([1, 2]) < deque([1, 3]), deque([1]) == [1])
print(repr(deque())), print(repr(deque(maxlen=0)))
z = deque(maxlen=0); z.append(1); print(z)
try:
    deque().pop()
except IndexError as ex:
    print('IndexError', ex)
try:
    deque().popleft()
except IndexError as ex:
    print('IndexError', ex)
g = deque([3, 1, 2]); h = g.copy(); h.append(0); print(g, h, list(reversed(h)))
g.clear(); print(g, bool(g))
def moving_average(iterable, n=3):
    it = iter(iterable)
    d = deque(maxlen=n)
    s = 0
    for x in it:
        if len(d) == n:
            s -= d[0]
        d.append(x); s += x
        if len(d) == n:
            yield s / n
print(list(moving_average([40, 30, 50, 46, 39, 44])))
r = deque(range(7)); r.rotate(100); print(r)
try:
    deque('abc')[5]
except IndexError as ex:
    print('IndexError', ex)
try:
    deque(maxlen=-1)
except ValueError as ex:
    print('ValueError', ex)
