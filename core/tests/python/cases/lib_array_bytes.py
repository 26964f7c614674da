# array's byte-level methods in CPython's little-endian layout: tobytes for every typecode
# (floats as their IEEE 754 bits: zeros, subnormals, inf, nan, float32 rounding), frombytes
# (bytes, bytearray, memoryview, another array) and its errors, construction from bytes,
# byteswap (not where a swapped float is a NaN: the VM keeps no NaN payload), itemsize, tolist,
# tofile/fromfile over a BytesIO.
import io
import math
from array import array

vals = {
    "b": [0, 1, -1, 127, -128], "B": [0, 1, 255], "h": [1, -2, 32767, -32768],
    "H": [0, 65535, 258], "i": [1, -2, 2**31 - 1, -2**31], "I": [0, 2**32 - 1],
    "l": [1, -1, 2**63 - 1, -2**63], "L": [0, 2**64 - 1], "q": [-5, 2**40], "Q": [2**64 - 1, 7],
    "f": [0.0, -0.0, 1.5, -2.25, 0.1, 1e-45, 3e-39, 3.4e38, 1e39, -math.inf],
    "d": [0.0, -0.0, 0.1, -1e-310, 5e-324, 1e300, math.inf, math.pi],
    "u": "héllo\U0001f600",
}
for tc, v in vals.items():
    a = array(tc, v)
    b = a.tobytes()
    back = array(tc, b)
    print(tc, a.itemsize, len(b), b.hex(), back == a, back.tolist() == a.tolist())
    if tc == "u":
        continue
    a.byteswap()
    print(" ", a.tobytes().hex())
    a.byteswap()
    print(" ", a == back)
print(array("d", [1.7976931348623157e308, -2.2250738585072014e-308]).tobytes().hex())
n = array("d", [math.nan, -math.nan]).tobytes()
print(n.hex(), [math.isnan(x) for x in array("d", n)])
print(array("f", [math.nan]).tobytes().hex(), math.isnan(array("f", b"\x00\x00\xc0\x7f")[0]))
print(array("f", bytes.fromhex("0000807f000080ff01000000ffff7f7f")).tolist())
a = array("i", [1, -2])
a.frombytes(b"\x03\x00\x00\x00")
a.frombytes(bytearray(b"\x04\x00\x00\x00"))
a.frombytes(memoryview(b"\x05\x00\x00\x00"))
a.frombytes(array("b", [6, 0, 0, 0]))
print(a, array("h", b"\x01\x02\x03\x04"), array("b", b"\xff\x01"), array("u", b"h\x00\x00\x00"))


def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


t(lambda: a.frombytes(b"\x01"))
t(lambda: a.frombytes("ab"))
t(lambda: a.frombytes([1]))
t(lambda: array("i", b"\x01"))
t(lambda: a.byteswap(1))
print(a)
f = io.BytesIO()
a.tofile(f)
print(f.getvalue().hex())
f.seek(0)
c = array("i")
c.fromfile(f, 2)
print(c)
c.fromfile(f, 4)
print(c)
t(lambda: c.fromfile(f, 1))
t(lambda: c.fromfile(io.BytesIO(b"\x01\x00\x00\x00\x02"), 2))
print(c)
t(lambda: c.fromfile(io.BytesIO(b"\x09\x00\x00\x00"), 2))
print(c)
