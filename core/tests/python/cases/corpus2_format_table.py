import math
from datetime import datetime, date
items = [("Widget", 4, 3.5), ("Gadget", 10, 12.25), ("Thingamajig", 1, 1999.99)]
print(f"{'Name':<12}|{'Qty':>5}|{'Price':>10}|{'Total':>12}")
print("-" * 42)
for n, q, p in items:
    print(f"{n:<12.10}|{q:>5d}|{p:>10,.2f}|{q*p:>12,.2f}")
print(f"{sum(q*p for _, q, p in items):=^42,.3f}")
x = 255; w = 10; prec = 3
print(f"{x:#x} {x:#o} {x:#b} {x:#010x} {x:^#{w}x} {x:_x} {2**40:_b}"[:80])
print(f"{math.pi:{w}.{prec}f}|{math.pi:<{w}.{prec}e}|{math.pi:+.{prec}g}|{-math.pi: .2f}|{math.pi: .2f}")
print(f"{x=}", f"{x = }", f"{x=:>6}", f"{math.pi=:.2f}", f"{'abc'=!r}", f"{items[0][0]=}")
print(f"{0.000012345:.3e}", f"{123456789:.3e}", f"{1.5:g}", f"{1e-5:g}", f"{1e16:g}", f"{1.0e6:.10g}", f"{0.1:.20f}", f"{2/3:.0%}")
print(f"{-0.0:.1f}", f"{-0.001:.1f}", f"{0.5:.0f}", f"{1.5:.0f}", f"{-1.5:.0f}", f"{1234.5:,}", f"{-1234567:,d}", f"{1e21:,.0f}")
print(f"{'x':>{w}}", f"{'é':*^5}", f"{'long string':.4}", f"{42:c}", f"{True:>5}", f"{None!r:>5}", f"{3+4j:.1f}", f"{3-4j}")
print(format(0.5, "=+8.2f"), format(-5, "=8"), format(5, "+"), format(-5, " "), format(1e100, ".2e"), format(255, "X"))
print(f"{datetime(2024, 3, 5, 14, 7, 9):%Y-%m-%d %H:%M:%S}", f"{date(2024, 1, 1):%A %B %d %j %U %a %b %y}", f"{datetime(2024,3,5,9,5):%I:%M %p}")
print("{:>10}".format("r"), "{:^10.3f}".format(2.5), "{0[a]} {0[b]}".format({"a": 1, "b": 2}), "{.real}".format(3+1j), "{!r:>8}".format("q"), "{:{}{}}".format(5, ">", 4))
try: f"{5:s}"
except ValueError as e: print("ValueError", e)
try: format("abc", "d")
except ValueError as e: print("ValueError", e)
try: format(3.5, "x")
except ValueError as e: print("ValueError", e)
try: "{} {}".format(1)
except IndexError as e: print("IndexError", e)
try: "{a}".format(b=1)
except KeyError as e: print("KeyError", e)
print(f"{12:n}", f"{1.5:n}", f"{1234567.0:n}", f"{float('inf'):+}", f"{float('nan'):>6}", f"{-float('inf'):010.2f}", f"{0:#x}", f"{-255:#x}")
print(f"{'a' 'b'}", f"{{}}", f"{'{'}", f"{1:{'' if True else 'x'}}", f"""{'''tri'''}""", f"{3:>{'5'}}", f"{[1,2][1]}", f"{ {'k': 2}['k'] }")
print(f"{12.5:08.2f}", f"{-12.5:08.2f}", f"{3.14159:.3}", f"{314159.0:.3}", f"{0.0001:.3}")
