# memoryview over bytes (read-only) and bytearray (writes go through): len, indexing, slicing
# (a view of the same object), tobytes, tolist, hex, bytes() and bytearray() of a view, ==, hash,
# the attributes, release and the context manager, and CPython's errors.
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


m = memoryview(b"hello")
print(len(m), m[0], m[-1], m[1:3].tobytes(), m[::2].tolist(), m[::-1].tobytes())
print(m.tolist(), list(m), 104 in m, bytes(m[1:4]), bytearray(m[1:4]), m.hex(), m.hex(":"))
print(m.readonly, m.format, m.itemsize, m.ndim, m.shape, m.strides, m.nbytes, m.obj)
print(m.contiguous, m[::2].contiguous, m[1:3].shape, m[::2].strides, m[1:4][1:].tobytes())
print(type(m), isinstance(m, memoryview), isinstance(b"", memoryview), repr(m)[:10])
print(m == b"hello", b"hello" == m, m == bytearray(b"hello"), m == [104], m[1:3] == b"el")
print(m == memoryview(b"hello"), hash(m) == hash(b"hello"), memoryview(m).tobytes())
t(lambda: m[10])
t(lambda: m["a"])
t(lambda: m[1.0])


def set0():
    m[0] = 1


t(set0)
b = bytearray(b"abc")
w = memoryview(b)
print(w.readonly, w.toreadonly().readonly)
w[0] = 65
w[1:3] = b"yz"
print(b, w.tobytes())
b[2] = 0x21
print(w[2], w[1:].tobytes())
sub = w[1:]
sub[0] = 0x2D
print(b)


def store(k, v):
    def f():
        w[k] = v
    return f


t(store(0, 300))
t(store(0, "a"))
t(store(slice(0, 2), b"xyz"))
t(store(slice(0, 2), "xy"))
t(store(5, 1))
t(lambda: hash(w))
t(lambda: memoryview("abc"))
t(lambda: memoryview([1]))
t(lambda: memoryview())
r = memoryview(b"x")
r.release()
t(lambda: r[0])
t(lambda: len(r))
t(lambda: r.tobytes())
t(lambda: r.release())
print(r == r, r == b"x", repr(r)[:16])
with memoryview(b"ab") as q:
    print(q[0], q[1:].tobytes())
t(lambda: q[0])
