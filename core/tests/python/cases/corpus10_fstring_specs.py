import datetime, decimal
pi = 3.14159265358979
n = 1234567.891
print(f"{pi:.3f}|{pi:10.2f}|{pi:<10.1f}|{pi:^10.4}|{pi:+.2e}|{pi:E}")
print(f"{n:,}|{n:_.2f}|{n:,.0f}|{int(n):,}|{int(n):_x}|{-n:015,.1f}")
print(f"{42:08b}|{42:#o}|{42:#X}|{255:#_b}|{-42:x}|{42:c}|{10**20:,}")
print(f"{0.000123:g}|{123456789.0:g}|{1e-7:.3g}|{1.5:%}|{0.25:.1%}|{100.0:g}|{1e16:g}")
print(f"{'hi':*^9}|{'hi':>5}|{'hi':<5}|{'x'!r:>6}|{'é'!a}|{3:=+6}")
w, p = 12, 3
print(f"{pi:{w}.{p}f}|{'abc':{'>'}{w}}")
print(f"{{literal}} {n=:.1f} {pi = :.2f}")
d = {"k": [1, 2]}
print(f"{d['k'][1]} {d!s} {len(d)=}")
print(f"{'nested ' + f'{1 + 1}'}")
print(f"{3.0:.0f} {2.5:.0f} {3.5:.0f} {-0.0:.1f} {0.125:.2f} {2.675:.2f}")
print(f"{float('inf'):>6} {float('nan'):f} {float('-inf'):e}")
print(f"{True:>5} {True:d} {None!r:>6} {b'ab'!r}")
dt = datetime.date(2024, 3, 9)
print(f"{dt:%Y/%m/%d} {dt:%b %d, %Y} {dt.isoformat()}")
print(f"{decimal.Decimal('1.2345'):.2f} {decimal.Decimal('10'):>6}")
print(format(1234.5, "08.2f"), format(-1234.5, "+,"), format(12, "n"), format(0.1, ".17g"))
print("{0}{1}{0}".format("ab", "cd"), "{name:>{width}}".format(name="x", width=4))
print("{:>{}}|{:.{}f}".format("z", 3, 2.0, 3), "{0[1]}{1[a]}".format([5, 6], {"a": 7}))
class P:
    x = 3
print("{0.x} {0.__class__.__name__}".format(P()))
print(f"{1_000:,d} {12345.6789:,.2f} {-1:05d} {1:+05d} {255:^#10x}")
print(f"{'tab':\t<6}|" if False else "skip")
for v in [0, 1, -1, 1.5, 1e100, 123.456e-10]:
    print(repr(v), str(v), f"{v:.4g}", f"{v:10.3e}")
print(f"{12:#010b} {0xff:08X} {-17:#x}")
print(f"{1/3!r} {1/3!s} {repr(0.1+0.2)}")
