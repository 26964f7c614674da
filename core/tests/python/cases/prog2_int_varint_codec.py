"""Integer encodings: varints, zigzag, two's complement, byte orders, bases and bit tricks."""


def varint_encode(n):
    if n < 0:
        raise ValueError("varint needs a non-negative int; use zigzag first")
    out = bytearray()
    while True:
        b = n & 0x7F
        n >>= 7
        out.append(b | (0x80 if n else 0))
        if not n:
            return bytes(out)


def varint_decode(data, pos=0):
    shift = result = 0
    while True:
        if pos >= len(data):
            raise EOFError("truncated varint")
        b = data[pos]
        pos += 1
        result |= (b & 0x7F) << shift
        shift += 7
        if not b & 0x80:
            return result, pos


def zigzag(n):
    return (n << 1) ^ (n >> 63) if -(1 << 63) <= n < (1 << 63) else None


def unzigzag(z):
    return (z >> 1) ^ -(z & 1)


values = [0, 1, 127, 128, 300, 16384, 2**32, 2**63 - 1]
stream = b"".join(varint_encode(v) for v in values)
print(stream.hex(" "))
pos, decoded = 0, []
while pos < len(stream):
    v, pos = varint_decode(stream, pos)
    decoded.append(v)
print(decoded == values, len(stream))
print([zigzag(n) for n in [0, -1, 1, -2, 2, -64, 63]], [unzigzag(zigzag(n)) for n in [-5, 5, -(2**62)]])
for bad in [lambda: varint_encode(-1), lambda: varint_decode(b"\x80\x80")]:
    try:
        bad()
    except (ValueError, EOFError) as e:
        print(type(e).__name__, e)

n = 0xDEADBEEF
print(n.to_bytes(4, "big").hex(), n.to_bytes(4, "little").hex(), n.to_bytes(6, byteorder="big"), int.from_bytes(b"\xef\xbe\xad\xde", "little") == n)
print((-2).to_bytes(2, "big", signed=True), int.from_bytes(b"\xff\xfe", "big", signed=True), int.from_bytes(b"\xff\xfe", "big"), int.from_bytes([1, 0], "little"))
print((255).to_bytes(), int.from_bytes(b""), (1024).bit_length(), (-1024).bit_length(), (0b1011011).bit_count(), (-7).bit_count())
print(bin(-10), hex(-255), oct(64), f"{-10 & 0xFF:08b}", ~5, -5 >> 1, -5 // 2, 1 << 100 >> 98)
print(int("ff", 16), int("0xff", 0), int("0b101", 0), int("0o17", 0), int("z", 36), int("1_000_000"), int("  -42\n"), int("٣"), int(3.99), int(-3.99))
print((12345).as_integer_ratio(), (7).numerator, (7).denominator, (5).conjugate(), (-17) % 5, divmod(-17, 5), pow(-2, 3), pow(2, -1))


def twos(value, bits):
    if not -(1 << (bits - 1)) <= value < (1 << (bits - 1)):
        raise OverflowError(f"{value} does not fit in {bits} signed bits")
    return value & ((1 << bits) - 1)


print([f"{twos(v, 8):08b}" for v in (-1, -128, 127, 5)], twos(-1, 64) == 2**64 - 1)
x = 0b10110000
print(x & -x, (x & -x).bit_length() - 1, x & (x - 1), bin(x | (x >> 1)), [i for i in range(8) if x >> i & 1])
print(10**30 // 7, 10**30 % 7, -(10**20) // 3, 2**100 - 1 == int("1" * 100, 2), len(str(2**1000)), str(7**77)[:20])
for bad in [lambda: (256).to_bytes(1, "big"), lambda: (-1).to_bytes(1, "big"), lambda: int("12a"), lambda: int("10", 1), lambda: int("", 10),
            lambda: twos(200, 8), lambda: int.from_bytes(b"x", "middle"), lambda: int(float("inf")), lambda: int(None)]:
    try:
        bad()
    except (OverflowError, ValueError, TypeError) as e:
        print(type(e).__name__, e)
