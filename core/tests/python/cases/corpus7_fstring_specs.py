import datetime
from decimal import Decimal
from fractions import Fraction
width, prec = 12, 3
val = 3.14159265
print(f"[{val:{width}.{prec}f}]", f"[{val:<{width}}]", f"[{'hi':*^{width - 2}}]")
x = 42
print(f"{x=}", f"{x = }", f"{x=:>6}", f"{val=:.2f}", f"{x!r:>5}", f"{'q'=}")
name = "Zoë"
print(f"{name!r} {name!s} {name!a} {name:>6} {name!r:>8}")
print(f"{1234567:,} {1234567:_} {1234567.891:,.1f} {0xdeadbeef:_x} {255:#_b}")
print(f"{-42:=+8} {42:=08} {-3.5:=10.2f} {42:+} {42: } {-42: }")
print(f"{0.5:%} {0.12345:.1%} {1/3:.3} {2/3:.3g} {1e-7:.2g} {123456789.0:.3g}")
print(f"{1e16:f} {1e16:g} {1.0:g} {100.0:g} {1.5e-5:g} {0.0001:g}")
print(f"{3.0:#g} {3:#x} {3.0:#.0f} {3:#o} {10:#b}")
print(f"{'abc':.2} {'abc':5.1}| {'abcdef':>4.2}|")
print(f"{12:c}{105:c}", f"{65:5c}|")
print(f"{255:X} {255:08b} {-255:x} {2**70:x}")
print(f"{1+2j} {1.5-0.5j:.2f} {complex(0, 1):>8} {-1j} {complex(-0.0, 0)}")
print(f"{Decimal('1.2345'):.2f} {Decimal('1234.5'):,} {Decimal('-0.000'):f} {Decimal('1e3'):f}")
print(f"{Fraction(1, 3)} {Fraction(7, 2)!r}")
d = datetime.date(2024, 2, 29)
print(f"{d} {d:%A %d %B %Y} {d:%j|%U|%a} {d!r}")
t = datetime.datetime(2023, 12, 31, 23, 5, 9, 123456)
print(f"{t:%Y-%m-%d %H:%M:%S.%f} {t:%I:%M %p} {t.isoformat()} {t!s}")
items = {"a": 1, "bb": 22}
print(f"{items['a']} {items['bb']:03d} {len(items)} {[k * 2 for k in items]}")
print(f"{'{'}{'}'} {{literal}} {{{x}}}")
print(f"{x:{'>' if x > 10 else '<'}{width}}|")
nested = f"{f'{x:03}':>6}"
print(nested, f"{'a' 'b'}", f"{x if x else 'no'}", f"{(lambda: 5)()}")
print(f"{3:{''}}", format(3.5, ""), format("s", ""), format(None), format(True), format(True, "d"), format(True, ">5"))
print(f"{float('inf'):10.2f}|{float('-inf'):e}|{float('nan'):+.3f}|{float('nan'):>6}")
print(f"{-0.0:.1f} {0.05:.1f} {0.15:.1f} {0.25:.1f} {0.35:.1f} {2.5:.0f} {-2.5:.0f}")
print(f"{123.456:e} {123.456:.0e} {0.0:e} {-1e-10:.3E}")
print(f"{1e22:.0f} {2**0.5:.20f} {1/7:.17g} {5e-324:.3g}")
print(f"{10**20:e} {10**20:.2f} {7:.3f} {7:%} {7:g}")
print(format(12345.6789, "n"), format(1234, "n"), format(0.1, ".1n"))
class Temp:
    def __init__(self, c): self.c = c
    def __format__(self, spec):
        if spec == "F":
            return f"{self.c * 9 / 5 + 32:.1f}F"
        return format(self.c, spec) + "C"
print(f"{Temp(100):F} {Temp(21.5):.2f} {Temp(0)}")
try:
    f"{'x':d}"
except ValueError as e:
    print("ValueError:", e)
try:
    format(3, ".2s")
except ValueError as e:
    print("ValueError:", e)
try:
    format(3.5, "x")
except ValueError as e:
    print("ValueError:", e)
try:
    format("x", ",")
except ValueError as e:
    print("ValueError:", e)
