import math
vals = [0, 1, -1, 3.14159, 1e10, 1.5e-7, 123456789, -0.0, float("inf"), float("nan"), 2**64]
for v in vals:
    print(repr(v), f"{v:10.3f}|{v:<12g}|{v:+.2e}|{v:,}" if isinstance(v, float) else f"{v:>12,}|{v:x}|{v:#o}|{v:b}"[:60])
print(f"{'left':<10}|{'right':>10}|{'mid':^10}|{'fill':*^11}")
print(f"{42:08.3f} {42:+d} {-42:=8d} {42:_b} {255:#X} {3.0:.0%} {0.1234:.1%}")
print("{0} {1} {0}".format("a", "b"), "{name}-{x[1]}".format(name="n", x=[1, 2]))
print("%s %r %d %5.2f %-5s| %x %o %e %%" % ("s", "r", 42, 3.14159, "ab", 255, 8, 12345.678))
print("%(a)s and %(b)03d" % {"a": "A", "b": 7})
print(f"{math.pi!r:>20}", f"{math.pi=:.3f}", f"{1+1=}")
print(format(1234567.891, ",.2f"), format(0.5, ".0f"), format(1.5, ".0f"), format(2.5, ".0f"))
print(round(2.675, 2), round(0.5), round(1.5), round(-0.5), round(1234.5678, -2), round(7, -1))
print(str(1e16), str(1e15), str(123456789012345678.0), 0.1 + 0.2, 1/3, 2/3, 1e-5, 0.0001)
print(f"{12345.6789:e}", f"{12345.6789:g}", f"{0.00001234:g}", f"{1e20:g}", f"{100000:g}", f"{1000000:g}")
print(f"{'x'!r:5}", f"{3:{'>'}{5}}", f"{'abc':.2}", f"{5:c}", f"{97:c}")
width = 7
print(f"[{'hi':^{width}}]", f"{{literal}}", f"{3.5:{width}.{2}f}")
print("{:,.3f}".format(-1234.5), "{:>+8.1f}".format(2.25), "{:n}".format(1234))
print(f"{True}", f"{True:d}", f"{None!s:>6}", f"{[1, 'a']}")
print("%c%c" % (72, "i"), "%.3s" % "abcdef", "%*d" % (5, 3), "%-*d|" % (4, 7))
print(f"{1e300*1e300:f}", f"{-math.inf:e}", f"{math.nan:g}", f"{0.0:e}")
print(f"{123:.5g}", f"{1.0:g}", f"{10.0:.3g}", f"{123456:.3g}", f"{0.000123456:.2g}")
print(f"{-12:#x}", f"{1234567:_d}", f"{1234567.125:_.2f}", f"{3:03}", f"{-3:03}")
