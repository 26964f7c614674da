# Number formatting report
from decimal import Decimal
from fractions import Fraction
vals = [0, 7, -7, 1234567, -1234567890]
specs = ["d", "+d", " d", "08d", "<8d", ">8d", "^8d", "*^9d", "=+9d", ",d", "_d", "#x", "#o", "#b", "08X", "_b", "#_x", "c"]
for v in vals:
    row = []
    for s in specs:
        if s == "c" and v < 0:
            continue
        if s == "c":
            v2 = 65 + v % 26
            row.append(format(v2, s))
        else:
            row.append(format(v, s))
    print("|".join(row))
fvals = [0.0, -0.0, 3.14159, -2.5, 1e10, 1.5e-7, 123456.789, float("inf"), float("nan")]
fspecs = ["", "f", ".2f", "+.1f", "e", ".3E", "g", ".3g", "%", ".1%", ",.2f", "012.3f", "<10.2f", "^10", "#.0f", "#g", "_.3f", " g"]
import math
for v in fvals:
    print("|".join(format(v, s) for s in fspecs if math.isfinite(v) or "%" not in s))
for d in [Decimal("0"), Decimal("-1.50"), Decimal("1234.5678"), Decimal("1E+3"), Decimal("0.000012")]:
    print(d, format(d, ""), format(d, ".2f"), format(d, ",.1f"), format(d, "e"), format(d, "+10.3f"), format(d, "%"), format(d, ".3g"))
for f in [Fraction(1, 3), Fraction(-7, 2), Fraction(10)]:
    print(str(f), repr(f), f"{float(f):.4f}", format(f.numerator, "05d"))
print(f"{'name':>10}|{'qty':^5}|{'price':<8}|")
for name, q, p in [("apple", 3, 1.5), ("kiwi", 12, 0.25), ("watermelon", 1, 4.0)]:
    print(f"{name:>10}|{q:^5}|{p:<8.2f}|{q*p:>8,.2f}")
print("{:{fill}{align}{width}}".format("x", fill="-", align="^", width=7))
print("{0:>{1}}".format(42, 6), "{:.{}f}".format(3.14159, 2))
print(format(True, "d"), format(True, ">5"), format(5, ""), format(-0.0, "+"), format(1e16, ""), format(1e-5, ""))
for bad in ["x,d", ".2d", "=s"]:
    try:
        if bad == "=s":
            print(format("abc", bad))
        elif bad == "x,d":
            print(format(3, ",x"))
        else:
            print(format(3, bad))
    except ValueError as e:
        print(type(e).__name__, e)
print("%5.2f|%-6d|%+d|%x|%o|%e|%s|%r|%%|%c" % (3.14159, 42, 5, 255, 8, 12345.678, "s", "r", 65))
print("%(a)s-%(b)03d" % {"a": "x", "b": 7}, "%*d" % (5, 3), "%.3s" % "abcdef")
