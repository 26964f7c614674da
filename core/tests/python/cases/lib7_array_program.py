from array import array
import struct
samples = array('h', [0, 1000, -1000, 32767, -32768])
print(samples, samples.itemsize, len(samples.tobytes()), samples.tobytes()[:4])
swapped = array('h', samples); swapped.byteswap(); print(swapped, swapped.tolist()[:2])
d = array('d')
for i in range(5):
    d.append(i / 4)
print(d, sum(d), max(d), d.index(0.5), d.count(0.25), list(reversed(d)))
print(array('f', [0.1, 0.2]).tolist(), array('d', [0.1, 0.2]).tolist())
u = array('B', b'hello'); u[0] = 72; print(u, u.tobytes(), bytes(u), bytearray(u))
a = array('i', range(10))
print(a[2:8:2], a[::-3], a[-2:], array('i', a[::2]) == array('i', [0, 2, 4, 6, 8]))
del a[::2]; print(a)
a[1:3] = array('i', []); print(a)
a.extend(range(3)); a.fromlist([7, 7]); print(a, 7 in a, a.count(7))
try:
    a[1:2] = [1, 2]
except TypeError as e:
    print('TypeError', e)
try:
    a.extend(array('d', [1.0]))
except TypeError as e:
    print('TypeError', e)
try:
    array('B', [256])
except OverflowError as e:
    print('OverflowError', e)
try:
    array('I', [-1])
except OverflowError as e:
    print('OverflowError', e)
try:
    a.index(99)
except ValueError as e:
    print('ValueError', e)
try:
    a.remove(99)
except ValueError as e:
    print('ValueError', e)
try:
    array('i').pop()
except IndexError as e:
    print('IndexError', e)
b = array('l', [5, 3, 9]); b2 = array('l', sorted(b)); print(b2, b2 * 0, b + b2, b2 < b, b == [5, 3, 9])
q = array('q', [2**62, -2**63]); print(q, array('Q', [2**64 - 1]))
fl = array('f', [1e39 if False else 3.4e38, 1.5, -0.0]); print(fl)
print(array('u', 'héllo'), array('u', 'abc').tounicode(), array('b').typecode, array('d', b'\x00' * 8))
m = memoryview(array('i', [1, 2, 3])); print(m.format, m.itemsize, m.tolist(), m[1], len(m))
ar = array('i', [1, 2, 3]); ar.frombytes(struct.pack('=i', 4)); print(ar, ar.buffer_info()[1])
print([array(tc).itemsize for tc in 'bBhHiIlLqQfd'])
c = array('i', [3, 1, 2]); c.insert(-1, 9); c.insert(100, 8); c.insert(-100, 0); print(c, c.pop(-2), c)
import copy
print(copy.copy(c), copy.deepcopy(c) == c, c.__class__.__name__, type(c).__module__)
