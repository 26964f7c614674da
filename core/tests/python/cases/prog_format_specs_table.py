rows = [("Widget", 4, 3.5), ("Gadget", 12, 12.25), ("Thingamajig", 1, 1234.5), ("Nut", 1000, 0.015)]
print(f"{'Item':<12}|{'Qty':>6}|{'Price':>10}|{'Total':>12}")
print("-" * 43)
for name, qty, price in rows:
    print(f"{name:<12}|{qty:>6d}|{price:>10.2f}|{qty * price:>12,.2f}")
print(f"{'':=^43}")
n = 1234567.891
print(f"{n:,}", f"{n:_.1f}", f"{n:e}", f"{n:.3E}", f"{n:g}", f"{n:.10g}", f"{n:%}")
print(f"{42:b}", f"{42:#b}", f"{42:o}", f"{42:#o}", f"{255:x}", f"{255:#X}", f"{42:08b}", f"{-42:+08d}")
print(f"{1e-7:g}", f"{1e16:g}", f"{0.0001:g}", f"{123456789.0:g}", f"{0.5:.0f}", f"{1.5:.0f}", f"{2.5:.0f}")
print(f"{3.14159:+.2f}", f"{3.14159: .2f}", f"{-3.14159: .2f}", f"{3:.2f}", f"{7:5}", f"{'x':5}|")
print(f"{'center':*^20}", f"{'left':-<10}", f"{'right':>10}")
print(f"{12345:=+10}", f"{-12345:=10}", f"{0.25:08.3%}")
print(format(1234.5, ",.1f"), format(10**20, ","), format(-0.0, ".1f"), format(float("nan"), "8.2f"), format(float("-inf"), "<8"))
print("{:>{w}.{p}f}".format(3.14159, w=10, p=3), "{0}{1}{0}".format("ab", "cd"))
print("{name!r:>10} {name!s:<6}|".format(name="bob"))
print("%s %r %5d %-5d| %05.1f %x %o %e %c" % ("s", "r", 42, 42, 3.14159, 255, 8, 12345.678, 65))
print("%(a)s-%(b)03d" % {"a": "A", "b": 7}, "%%", "%.3s" % "abcdef", "%*d" % (5, 42))


class Money:
    def __init__(self, cents):
        self.cents = cents

    def __format__(self, spec):
        if spec.endswith("c"):
            return f"{self.cents}c"
        s = f"{self.cents / 100:,.2f}"
        return f"${s}" if not spec else format(f"${s}", spec)

    def __str__(self):
        return format(self, "")

    def __repr__(self):
        return f"Money({self.cents})"


m = Money(123456)
print(f"{m}", f"{m:>14}", f"{m:c}", f"{m!r}", str(m), "{:*<14}".format(m))
print(f"{True:d}", f"{True}", f"{None!s:>6}", f"{b'ab'!r}")
print(f"{10**30:.3e}", f"{2**64:,d}", f"{-2**70:x}")
import math
print(f"{math.pi:.15f}", f"{math.e!r}", f"{1/3!s}", repr(0.1 + 0.2), str(1e22), str(1e-5), repr(1e16), 1.0, 100.0)
print(round(2.675, 2), round(0.5), round(1.5), round(-0.5), round(12345, -2), round(3.14159, 3))
x = 17
print(f"{x=}", f"{x*2=}", f"{x = :>5}", f"{'q'!r:^7}")
for v in [0, 1, -1, 127, 128, 255, 256]:
    print(f"{v:>4} {v & 0xFF:08b} {v.bit_length()}")
try:
    format(3.5, "d")
except ValueError as e:
    print("ValueError:", e)
try:
    f"{'abc':d}"
except ValueError as e:
    print("ValueError:", e)
try:
    "{} {}".format(1)
except IndexError as e:
    print("IndexError:", e)
try:
    "{x}".format(y=1)
except KeyError as e:
    print("KeyError:", e)
print(f"{12:c}", f"{0x263a:c}", f"{3+4j}", f"{complex(1.5, -2):.1f}", f"{1e300*1e10}")
