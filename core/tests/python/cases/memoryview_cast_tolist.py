b = bytes(range(8))
m = memoryview(b)
print(m.tolist())
print(m[2:5].tolist(), len(m), m.nbytes, m.readonly)
c = m.cast('H')
print(c.tolist(), c.format, c.itemsize, len(c))
i = m.cast('I')
print(i.tolist())
ba = bytearray(b'hello')
mv = memoryview(ba)
mv[0] = ord('J')
print(ba, mv.tobytes(), bytes(mv[1:3]))
import array
a = array.array('i', [1, 2, 3])
ma = memoryview(a)
print(ma.tolist(), ma.format, ma.itemsize)
print(m.cast('b').tolist()[:3])
print(memoryview(b'abc') == b'abc')
print(memoryview(b"hi!").cast("c").tolist(), memoryview(b"hi")[::-1].tolist())
h = memoryview(bytearray(6)).cast("H")
print(h.nbytes, h.strides, h.readonly, h.shape)
for bad in ["I", "xx"]:
    try:
        print(memoryview(b"abcde").cast(bad))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    m.cast("H").cast("I")
except TypeError as e:
    print(e)
print(sum(memoryview(array.array("d", [0.5, 1.5])).cast("B").cast("d")), list(ma[1:]))
