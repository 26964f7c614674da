# f-strings and format specs in a report table
items = [("Widget", 4, 3.5), ("Gadget, deluxe", 12, 19.999), ("Nut", 1000, 0.015), ("Bolt", 0, 0.1)]
width = 16
print(f"{'Item':<{width}}|{'Qty':>6}|{'Price':>9}|{'Total':>11}")
print(f"{'':-<{width}}+{'':->6}+{'':->9}+{'':->11}")
grand = 0
for name, qty, price in items:
    total = qty * price
    grand += total
    print(f"{name[:width]:<{width}}|{qty:>6,}|{price:>9.3f}|{total:>11,.2f}")
print(f"{'TOTAL':>{width}} {grand:=+20,.4f}")
n = 255
print(f"{n:#x} {n:#o} {n:#b} {n:08X} {n:_b} {n:c}")
print(f"{-42:+d} {42:+d} {42: d} {-42: d} {42:=+8d} {42:^9d}|")
print(f"{3.14159:.0f} {2.5:.0f} {3.5:.0f} {1e10:.3e} {1234.5:g} {0.00001234:g}")
print(f"{0.5:%} {0.125:.1%} {1/3:.4} {2/3:10.3}|")
print(f"{'center':*^20}|{'right':>10}|{'left':<10}|")
x = 10
print(f"{x=} {x * 2 = } {x!r:>5} {'q'!r}")
print(f"{{literal}} {x:{'>'}{8}}")
name = "Ada"
print(f"{name!s:^9}|{name!a}|{'é'!a}")
print(f"{12345678.9:,.1f} {12345678:_} {-0.0:.1f} {float('inf'):>6} {float('nan')}")
print(f"{True:d} {True} {None!r:>6}")
print("{0}-{1}-{0}".format("a", "b"), "{name}:{val:.2f}".format(name="pi", val=3.14159))
print("{:>{w}.{p}f}".format(2.71828, w=10, p=3))
print("%s is %d years and %.1f%% done" % ("Bob", 30, 45.67))
print("%(a)s/%(b)05d" % {"a": "x", "b": 42}, "%-6s|" % "ab", "%x %o %e" % (255, 8, 12345.678))
d = {"k": [1, 2, 3]}
print(f"{d['k'][1:]} {len(d)} {d!r}")
from datetime import date
dt = date(2024, 3, 9)
print(f"{dt:%Y/%m/%d} {dt:%b %d}")
print(f"{1e-7} {1e16} {123456789012345678.0} {0.1 + 0.2}")
print(format(1234567, ",").replace(",", "."), format(-7, "05"))
print(f"{'abc':.2} {'x':3}|{5:<3}|")
