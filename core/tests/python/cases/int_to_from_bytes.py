# int.to_bytes and int.from_bytes: byte orders, signs, sizes, big ints and CPython's errors.
VALUES = [0, 1, 127, 128, 255, 256, -1, -128, -129, 65535, 2**31, -2**31, 2**63 - 1, -2**63, 2**64, 2**100 + 7,
          -(2**100), True]
for v in VALUES:
    for length in (0, 1, 2, 8, 16):
        for order in ("big", "little"):
            for signed in (False, True):
                try:
                    out = v.to_bytes(length, order, signed=signed)
                    back = int.from_bytes(out, order, signed=signed)
                    print(v, length, order, signed, out.hex(), back == v)
                except Exception as e:
                    print(v, length, order, signed, type(e).__name__, e)
print((1024).to_bytes(2), (5).to_bytes(), (1).to_bytes(length=4, byteorder="little"))
print(int.from_bytes(b"\x01\x00"), int.from_bytes(b"\x01\x00", "little"), int.from_bytes(b""))
print(int.from_bytes([1, 2, 3], "big"), int.from_bytes(bytearray(b"\xff\xff"), "big", signed=True))
print(int.from_bytes(b"\xff" * 20, "little"), int.from_bytes(b"\x80" + b"\x00" * 15, "big", signed=True))
print(int.from_bytes(bytes=b"\x02", byteorder="big"), type(int.from_bytes(b"\x00" * 9)))
for bad in [lambda: (1).to_bytes(-1), lambda: (1).to_bytes(1, "middle"), lambda: (256).to_bytes(1, "big"),
            lambda: (-1).to_bytes(2, "big"), lambda: (128).to_bytes(1, "big", signed=True),
            lambda: int.from_bytes("ab", "big"), lambda: int.from_bytes(b"a", "huge"),
            lambda: int.from_bytes(5, "big"), lambda: (1).to_bytes(1, 5)]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
