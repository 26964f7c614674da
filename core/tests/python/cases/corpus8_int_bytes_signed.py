# int.from_bytes / to_bytes with signs, byte orders and overflow.
print(int.from_bytes(b"\xff\xfe", "big", signed=True), int.from_bytes(b"\xff\xfe", "little", signed=True), int.from_bytes(b"", "big", signed=True))
print((-2).to_bytes(2, "big", signed=True), (255).to_bytes(1, "little"), (1024).to_bytes(2, "little"), (1024).to_bytes(2), (0).to_bytes(0, "big"))
print(int.from_bytes([1, 0], "big"), int.from_bytes(bytearray(b"\x80"), "big", signed=True), int.from_bytes(b"\x00\x80", "big", signed=True))
for n in [127, 128, -128, -129, 255, 2**63, -(2**63)]:
    size = (n.bit_length() + 8) // 8
    b = n.to_bytes(size, "big", signed=True)
    print(n, size, b, int.from_bytes(b, "big", signed=True) == n)
for n, size, signed in [(256, 1, False), (-1, 1, False), (128, 1, True), (-129, 1, True)]:
    try:
        n.to_bytes(size, "big", signed=signed)
    except OverflowError as e:
        print(n, e)
print(int.from_bytes(b"\x01\x02", byteorder="little"), (2**70).to_bytes(9, "big").hex(), int.from_bytes(bytes(range(1, 20)), "big") % 1000003)
