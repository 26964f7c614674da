# string formatting corners: %, format specs, f-string =, !r, !s, !a, nested specs
import string
name, val, pi = "Zoë", 42, 3.14159265
print("%s has %d items at %.2f each (%5.1f%%)" % (name, val, pi, 12.345))
print("%-8s|%8s|%08.3f|%+d|% d|%x|%X|%o|%#o|%#x|%e|%g|%G" % ("l", "r", -pi, 5, 7, 255, 255, 8, 8, 255, 12345.678, 0.00001234, 1e20))
print("%(a)s-%(b)03d" % {"a": "x", "b": 7}, "%c%c" % (72, "i"), "%r" % "q", "%a" % "é", "%%", "%.3s" % "abcdef", "%*d|%-*d|" % (5, 1, 4, 2))
for bad in ('"%d" % "x"', '"%s %s" % ("a",)', '"%s" % ("a", "b")', '"%z" % 1', '"%(k)s" % {}', '"%c" % 300000000'):
    try:
        print(eval(bad))
    except Exception as e:
        print(type(e).__name__, e)
print(f"{val=}", f"{name!r:>8}", f"{name!a}", f"{pi=:.3f}", f"{val * 2 = }", f"{'nest':{'^'}{10}}")
w, p = 12, 4
print(f"[{pi:{w}.{p}f}]", f"[{pi:<{w}}]", f"[{val:*^{w}}]", f"[{val:=+{w}}]", f"{1234567.891:,.2f}", f"{1234567:_}", f"{0xdeadbeef:_x}")
print(f"{0.000123:.2e}", f"{1e-5:g}", f"{123456789:g}", f"{1.0:g}", f"{1.5:%}", f"{0.25:.0%}", f"{12:b}", f"{12:#010b}", f"{-12:08d}")
print(f"{'left':<10}|{'right':>10}|{'mid':^10}|", f"{3:03}", f"{-3:03}", f"{True:d}", f"{'s':5}|", f"{5:5}|")
print(format(12.5, "n"), format(1e16, ".0f"), format(2 ** 64, ","), format(-0.0, ".1f"), format(float("inf"), "10.2f"), format(float("nan"), "+"))
print(format(3.0, ""), format(3.0, ".3"), format(1234.5678, ".6"), format(0.1, ".20f"), format(1e22, ""), format(123.0, "e"))
print("{0}{1}{0}".format("ab", "-"), "{:>{}}".format("x", 4), "{a[0]}{b.real}".format(a=[9], b=3j), "{!r:^9}".format("s"))
print("{0:{1}}|{2:.{3}}".format(3.14159, 8, "truncate", 3), "{{literal}} {}".format(1), "{:c}".format(9731))
class Money:
    def __init__(self, v): self.v = v
    def __format__(self, spec):
        if spec.endswith("$"):
            return "$" + format(self.v, spec[:-1] or ",.2f")
        return format(self.v, spec)
    def __repr__(self): return f"Money({self.v})"
    def __str__(self): return f"{self.v} units"
m = Money(1234.5)
print(f"{m:$}", f"{m:.1f}", f"{m!s}", f"{m!r}", f"{m:>12,.0f$}", "{:$}".format(m), format(m, "010.1f"))
for spec in ("d", "x"):
    try:
        print(format(1.5, spec))
    except ValueError as e:
        print("ValueError", e)
try:
    format("s", "d")
except ValueError as e:
    print("ValueError", e)
try:
    "{} {}".format(1)
except IndexError as e:
    print("IndexError", e)
try:
    "{0} {}".format(1, 2)
except ValueError as e:
    print("ValueError", e)
try:
    "{x}".format(y=1)
except KeyError as e:
    print("KeyError", e)
fmt = string.Formatter()
print(list(fmt.parse("a{0!r:>5}b{x}c")), fmt.format("{0}-{k}", 1, k=2), fmt.vformat("{}", (5,), {}))
print("%s" % [1, "a"], "%s" % (1,), "%d%%" % 50, "%5s|" % None, "%.1f" % 2.25, "%.1f" % 2.35, "%i" % 3.9, "%s" % b"x")
print(f"{'a' 'b'}", f"{{}}", f"{3+4j}", f"{-0.0:+.1f}", f"{1e100:.3g}", f"{12345.6789:10.4e}|", f"{'x'!r:5}|")
print(str.format("{:>5.1%}", 0.123), "{:#.0f}".format(3), "{:.0f}".format(2.5), "{:.0f}".format(3.5), "{:+.2e}".format(-0.0001234))
