# number parsing and printing: unicode digits, underscores, float repr, round-trips
vals = ["42", " -17 ", "+3", "1_000", "٣٤", "０１２", "0x1f", "1e3", "3.14", "inf", "-nan", "1_0.5", " 2.5e-3 ", ".5", "5.", "0b11", "١٫٥"]
for v in vals:
    out = []
    for conv in (int, float):
        try:
            out.append(repr(conv(v)))
        except ValueError as e:
            out.append(f"ValueError({e})")
    print(f"{v!r:10} int={out[0]:40} float={out[1]}")
print(int("z", 36), int("ZZ", 36), int("0o17", 0), int("0_7", 0) if False else "", int("10", 2), int("-0x_ff", 16) if False else int("-0xff", 16))
for bad in ('int("08", 0)', 'int("1", 37)', 'int("1", 1)', 'int(1.5, 10)', 'int("1e3")'):
    try:
        print(eval(bad))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
floats = [0.1, 1 / 3, 2 / 3, 1e16, 1e15, 123456789.0, 1e-4, 1e-5, 0.000123456, 1.5e300 * 1e10, -0.0, 2.0 ** 0.5, 1e22, 1e23, 5e-324, 9007199254740993.0]
for x in floats:
    print(repr(x), str(x), f"{x:g}", f"{x:.3}", f"{x:e}" if x == x and abs(x) != float("inf") else "-", float(repr(x)) == x or x != x)
print(round(2.675, 2), round(0.5), round(1.5), round(-0.5), round(2.5), round(1e20), round(123.456, -1), round(-123.456, 1), round(5, -1), round(15, -1), round(25, -1))
print(0.1 + 0.2 == 0.3, abs(0.1 + 0.2 - 0.3) < 1e-9, 1e308 * 10, -1e308 * 10, 1e-320 / 1e10, float("1e-400"), 2 ** 0.5 * 2 ** 0.5)
print((1.1).hex(), float.fromhex("-0x1.199999999999ap+0"), (1.5).as_integer_ratio(), float(2 ** 63).is_integer(), int(float(2 ** 63)), int(1e300) % 1000)
print(str(10 ** 20 * 1.0), 10 ** 20 / 3, 7 / 7, 2 ** 62 / 2, 10 / 4, 10 // 4.0, -7.5 // 2, -7.5 % 2, 7.5 % -2, divmod(-7.5, 2))
print(complex(1, 2) * complex(3, -1), (1 + 2j).conjugate(), abs(3 + 4j), complex("1+2j"), complex(" ( 3-4j ) ".strip()), (2j) ** 2, 1j ** 0, repr(complex(0, -0.0)), complex(1e300, 1e300) * 10)
print(format(1234567.891, ",.1f"), format(-0.000001, ".2e"), format(1 / 7, ".15f"), format(255, "08b"), format(255, "o"), format(-255, "+x"), format(3.5, "=+08.2f"), format(1e6, ",.0f"), format(12345, "_d"))
print(f"{1e-7:f}", f"{1e-7}", f"{123.0:.0f}", f"{0.5:.0f}", f"{1.5:.0f}", f"{2.5:.0f}", f"{-1.5:.0f}", f"{1e21:f}"[:10], f"{3:.2f}", f"{True:.1f}", f"{5:.1%}")
print(int(True) + True, True * 3, bool(0.0), bool(-0.0), bool(float("nan")), 3 == 3.0 == 3 + 0j, hash(3.0) == hash(3), 0.1 * 3, 0.3 / 0.1)
