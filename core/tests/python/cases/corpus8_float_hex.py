# float.hex / float.fromhex round trips and corner spellings.
vals = [1.0, 0.1, -0.0, 5e-324, 2.5, 1e308, 3.0, 1 / 3, 2**-1022, 123456.789]
for v in vals:
    h = v.hex()
    print(h, float.fromhex(h) == v)
print(float.hex(float("inf")), float.hex(float("-inf")), float.hex(float("nan")))
print(float.fromhex("0x1.8p1"), float.fromhex("-0x1p-1074"), float.fromhex("0X1.FFFFFFFFFFFFFP+1023"), float.fromhex("  0x.8  "), float.fromhex("0x10"), float.fromhex("1p4"), float.fromhex("-inf"), float.fromhex("0x1.000000000000008p0"))
for bad in ["0x", "0x1p", "zz", "0x1.8q1"]:
    try:
        float.fromhex(bad)
    except ValueError as e:
        print(repr(bad), e)
try:
    float.fromhex("0x1p10000")
except OverflowError as e:
    print(e)
print((2.5).hex(), (0.5).as_integer_ratio(), (-0.0).as_integer_ratio(), (3.75).as_integer_ratio(), float.is_integer(3.0), (1e16).is_integer())
