from dataclasses import dataclass
from datetime import date
from itertools import groupby
from operator import attrgetter
import statistics


@dataclass(frozen=True)
class Sale:
    region: str
    rep: str
    day: date
    units: int
    price: float

    @property
    def revenue(self):
        return self.units * self.price


RAW = """North,Ann,2024-01-03,12,9.99
North,Bob,2024-01-04,5,19.5
South,Cid,2024-01-04,30,4.25
North,Ann,2024-02-11,7,9.99
East,Dee,2024-02-12,1,999.0
South,Cid,2024-02-20,18,4.25
East,Eve,2024-03-01,44,2.5
South,Fay,2024-03-02,0,12.0
North,Bob,2024-03-15,9,19.5
East,Dee,2024-03-30,2,1049.95"""

sales = []
for line in RAW.splitlines():
    region, rep, day, units, price = line.split(",")
    sales.append(Sale(region, rep, date.fromisoformat(day), int(units), float(price)))

header = f"{'Region':<8}|{'Rep':^6}|{'Date':^12}|{'Units':>6}|{'Price':>9}|{'Revenue':>11}"
print(header)
print("-" * len(header))
for s in sales:
    print(f"{s.region:<8}|{s.rep:^6}|{s.day:%d/%m/%y}".ljust(28) + f"|{s.units:>6d}|{s.price:>9.2f}|{s.revenue:>11,.2f}")
print("=" * len(header))

key = attrgetter("region")
for region, group in groupby(sorted(sales, key=key), key=key):
    group = list(group)
    rev = [s.revenue for s in group]
    print(f"{region:.<12}{len(group):>3} sales {sum(rev):>12,.2f}  mean {statistics.mean(rev):>9.3f}  median {statistics.median(rev):>8.2f}")

by_month = {}
for s in sales:
    by_month.setdefault(s.day.strftime("%b"), []).append(s.revenue)
total = sum(map(sum, by_month.values()))
for month, revs in by_month.items():
    share = sum(revs) / total
    bar = "*" * round(share * 40)
    print(f"{month} {sum(revs):>10.2f} {share:>7.2%} {bar}")

units = [s.units for s in sales]
print(f"units: mean={statistics.mean(units)} pstdev={statistics.pstdev(units):.4f} stdev={statistics.stdev(units):.4f}")
print(f"modes={statistics.multimode(s.region for s in sales)} quantiles={statistics.quantiles(units, n=4)}")
print(f"{'left':<10}|{'center':^10}|{'right':>10}|")
print(f"{'x':*<10}|{'y':-^10}|{'z':0>10}|")
print(f"{3.14159:+010.3f}|{-42:^+9d}|{255:#06x}|{255:#o}|{5:08b}|{1234567:_d}")
print(f"{0.000123:.2e}|{123456789:.3g}|{1e-5:g}|{12.0:g}|{1.5e300 * 1e10:f}|{-0.0:+.1f}")
print("{:>{w}.{p}f}|{:<{w}}|".format(2 / 3, "ab", w=8, p=3))
print("{0[region]} sold {0[units]} at {1.real:.1f}".format({"region": "West", "units": 3}, 4.5))
print("%-6s|%6.2f|%04d|%x|%r" % ("ab", 3.14159, 42, 255, "q"))
rows = [("Widget", 3, 4.5), ("Gadget", 12, 0.75), ("Thingamajig", 1, 100.0)]
w0 = max(len(r[0]) for r in rows)
for name, q, p in rows:
    print(name.ljust(w0, "."), str(q).rjust(4), str(p).center(8, "~"), f"{q * p:8.2f}".replace(" ", "_"))
print(str(sales[0]))
print(sales[0] == Sale("North", "Ann", date(2024, 1, 3), 12, 9.99), hash(sales[0]) == hash(sales[0]))
try:
    sales[0].units = 3
except Exception as e:
    print(type(e).__name__, e)
