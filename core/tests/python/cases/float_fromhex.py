# float.fromhex: CPython's parsing, rounding half to even, subnormals and errors; hex round trips.
for s in ["0x1.8p1", "-0x1p-1074", "0x1.fffffffffffffp1023", "0x.8", "1", "  0X1P+4  ",
          "ff.8p-3", "0x1p-1075", "0x1.0000000000001p-1075", "0x3p-1076", "0x1.00000000000008p0",
          "0x1.00000000000018p0", "0x1.000000000000080000001p0", "-0x0p0", "0x0.0000000001p0",
          "inf", "-Infinity", "nan", "0x1.fffffffffffff7p1023", "0x123456789abcdef0123p-70"]:
    print(repr(s), float.fromhex(s))
for bad in ["", "x", "0x", "0x1p", "1.2.3", "0x1p1q", "0x1p+", "--1", "0x1 2"]:
    try:
        float.fromhex(bad)
    except ValueError as e:
        print(repr(bad), e)
for big in ["0x1p1024", "0x1.fffffffffffff8p1023"]:
    try:
        float.fromhex(big)
    except OverflowError as e:
        print(big, e)
for x in [0.1, -2.5, 1e308, 5e-324, 1 / 3, 123456.789]:
    assert float.fromhex(x.hex()) == x
    print(x.hex(), (1.5).fromhex(x.hex()) == x)
try:
    float.fromhex(3)
except TypeError as e:
    print(e)
