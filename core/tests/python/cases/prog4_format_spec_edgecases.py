# format mini-language corners
vals = [0, 1, -1, 3.0, 2.5, -0.0, 1e-5, 123456.789, 1e21, float("inf"), float("nan")]
for v in vals:
    print(repr(v), "|", format(v, ""), format(v, "g"), format(v, ".3g"), format(v, "#g"), format(v, "e") if isinstance(v, float) else format(v, "d"))
for spec in ["", "10", "<10", "^10.3", "+", "010.2f", ",.2f", "_.1f", "#.0f", ".0%", "=+12.3e", "G", ".2E", "n", ".3n"]:
    print(f"{spec!r:>10}: [{format(1234.5678, spec)}] [{format(-0.001234, spec)}]")
for spec in ["", "5", "05", "+05", "x", "#X", "#o", "b", "#010b", ",", "_", "_x", "c", "n", "^+7", "e", ".1%", "08,"]:
    print(f"{spec!r:>8}: [{format(98765 if spec != 'c' else 65, spec)}]")
print(format("text", "*^12"), format("text", ".2"), format("text", ">{}".format(8)), format("", "-<3"))
print(format(True, ""), format(True, "d"), format(True, ">6"), format(False, "f"), format(None, ""))
print("{:{fill}{align}{width}}".format("x", fill="#", align="^", width=7))
print("{0:.{1}f}|{0:.{2}e}".format(3.14159265, 3, 2), "{:,}".format(10 ** 12), "{:_d}".format(-10 ** 7))
print(f"{12:#06x}", f"{-12:#06x}", f"{255:#_b}", f"{0.1:.20f}", f"{1/7:.15g}", f"{2**53:.1e}", f"{1e-320:.3g}")
print(f"{100:.2f}", f"{1.005:.2f}", f"{2.675:.2f}", f"{0.125:.2f}", f"{0.375:.2f}", f"{-2.5:.0f}", f"{1.5:.0f}")
print(f"{123.456:010.1f}", f"{-123.456:010.1f}", f"{123.456:+010.1f}", f"{123:=^10}", f"{1e6:,.0f}")
print(round(0.5), round(1.5), round(2.675, 2), round(-1.5), round(12345.6789, -3), round(5, 1), type(round(5.0)).__name__)
print("%.3s|%-5d|%5s|%05.1f|%+d|% d|%x|%X|%#o|%e|%g|%G|%%" % ("abcdef", 42, "r", 3.14159, 5, 7, 3054, 3054, 8, 0.000123, 1e-5, 1e20))
print("%*d|%-*s|%.*f" % (6, 42, 4, "ab", 2, 3.14159))
print("%(name)-6s|%(n)03d" % {"name": "bo", "n": 7}, "%c" % 0x263A, "%r %a" % ("é", "é"), "%i" % 3.9, "%s" % None)
print(str(0.1), str(1/3), str(10.0 ** 16), str(1e-4), str(0.0001), str(123e-7), str(1.23456789e-5), str(9007199254740993.0))
print(f"{'left':<8}|{'right':>8}|{'mid':^8}|{42:<5}|{42:^5}|{-42:^6}|{'é':^5}|")
class Money:
    def __init__(self, v): self.v = v
    def __format__(self, spec):
        cur, _, rest = spec.partition(":")
        return f"{cur or '$'}{self.v:{rest or ',.2f'}}"
m = Money(1234.5)
print(f"{m}", f"{m:€:.1f}", "{:£:,.0f}".format(m), format(m, "¥:"))
print(f"{3!s:>3}", f"{'x'!r:>5}", f"{'é'!a}", f"{[1]!s}")
try:
    format(1, "s")
except ValueError as e:
    print("ValueError:", e)
try:
    format("a", "d")
except ValueError as e:
    print("ValueError:", e)
try:
    format(1.5, "d")
except ValueError as e:
    print("ValueError:", e)
try:
    f"{1:,_}"
except ValueError as e:
    print("ValueError:", e)
try:
    format(object(), "x")
except TypeError as e:
    print("TypeError:", e)
