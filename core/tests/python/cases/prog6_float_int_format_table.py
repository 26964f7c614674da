vals = [0.5, 1.5, 2.5, 0.25, 0.125, 2.675, 1e-320, 2 ** 0.5, 0.1, float("inf"), -1e-10, -0.0, float("nan"), 1e20, 123456.789, 1e16, 12345678901234567890.0, 5e-324, 1.7976931348623157e308]
specs = ["", ".0f", ".1f", ".2f", ".3e", ".30f", "g", ".3g", "#g", "+", " ", ",", "_", ",.2f", "%", ".1%", "015.3f", "=+12.2f", "^12.3", "e", "E", "G", "n", ".17g", ".0e", "#.0f", "a<10.1f", "<+10"]
for v in vals:
    print(repr(v), [format(v, s) for s in specs])
ints = [0, 7, -7, 255, -255, 10 ** 18, 2 ** 64, -(2 ** 70)]
ispecs = ["", "x", "#X", "o", "#o", "b", "#b", ",", "_", "_x", "+d", " d", "08d", "=8d", "^9", "e", ".2f", "%", "c", "n", "#010x", "-^+8"]
for v in ints:
    out = []
    for s in ispecs:
        try: out.append(format(v, s))
        except (ValueError, OverflowError) as e: out.append(f"{type(e).__name__}:{e}")
    print(v, out)
for v in [0.5, 1.5, 2.5, -0.5, 0.125, 2.675, 1.005, 1234.5, -1234.5]:
    print(v, round(v), round(v, 1), round(v, 2), "%.2f" % v, "%.0f" % v, "%e" % v, "%g" % v, "%10.4g|" % v, "%-10.1f|" % v)
print("%5s|%-5s|%05d|%x|%X|%#x|%#o|%c|%.2s|%r|%a|%%|%i|%u" % ("ab", "cd", 42, 255, 255, 255, 8, 65, "xyz", "q", "é", 7, 8))
print("%(x)s %(y)05.1f %(x)r" % {"x": "v", "y": 3.14159}, "%s" % [1, 2], "%s" % ((1, 2),), "%d%%" % 50)
for bad in ["%d" % 3.9, "%x" % 10]:
    print(bad)
for fmt, arg in [("%d", "3"), ("%x", 3.0), ("%c", 1114112), ("%c", "ab"), ("%.2f", "x"), ("%(k)s", 1), ("%s %s", (1,))]:
    try: print(fmt % arg)
    except (TypeError, ValueError, OverflowError, KeyError) as e: print(type(e).__name__, e)
print(f"{3.0:.3}", f"{3.14159:.3}", f"{1234.5:.3}", f"{0.00001234:.3}", f"{1e100:.3}", f"{123:.3}" if False else "", f"{10.0:g}", f"{1e-5:g}", f"{1e-4:g}", f"{123456789.0:g}", f"{0.0:g}", f"{-0.0:g}")
print(str(1e15), str(1e16), str(1.5e-4), str(0.0001), repr(1e-4), 1/3, 2/3, 10/3, 1e15 + 0.3, 9007199254740993.0, 0.1 * 3, 100 * 1.1)
