# bytearray slice assignment, extended slices, insert/pop/del and mixing with bytes.
ba = bytearray(b"abc")
ba[1:2] = b"XYZ"
print(ba)
ba[::2] = b"12 "[:len(ba[::2])]
print(ba)
ba += b"!"
ba.extend([65, 66])
ba.insert(0, 48)
ba.append(49)
print(ba, ba.pop(), ba.pop(0), ba)
del ba[::3]
print(ba, len(ba))
ba[0] = 122
ba[-1:] = b""
print(ba, ba.find(b"Z"), ba.count(b"1"))
print(b"abc" == bytearray(b"abc"), b"abc" < b"abd", bytes(bytearray(b"q")), bytearray(b"x") + b"y", type(bytearray(b"x") + b"y").__name__, type(b"y" + bytearray(b"x")).__name__)
print(b"".join([b"a", bytearray(b"b")]), b"abc".decode(), str(b"abc"), b"a b".split(b" "), b" a ".strip(), b"12".isdigit(), b"aB".swapcase(), b"ab".ljust(4, b"-"))
r = bytearray(range(3))
print(r.reverse(), r, bytes(range(250, 256)), bytearray(b"abc").remove(98) is None)
try:
    bytearray(b"a")[0] = 300
except ValueError as e:
    print(e)
try:
    ba[::2] = b"12345678"
except ValueError as e:
    print(e)
