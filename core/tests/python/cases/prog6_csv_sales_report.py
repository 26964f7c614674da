# Sales report from CSV text: csv.DictReader, Decimal totals, grouping, and aligned text tables.
import csv
import io
from decimal import Decimal, ROUND_HALF_UP
from collections import defaultdict
from itertools import groupby
from operator import itemgetter
from statistics import mean, median

RAW = """region,rep,product,units,unit_price,date
North,Alice,Widget,12,3.50,2024-01-03
North,Alice,Gadget,3,12.00,2024-01-05
South,Bob,Widget,20,3.25,2024-01-04
South,Bob,Gizmo,,7.80,2024-01-09
East,Carol,Gadget,7,11.50,2024-01-11
North,Dan,Widget,5,3.50,2024-02-01
South,Eve,"Gizmo, Deluxe",2,19.99,2024-02-03
East,Carol,Widget,30,3.10,2024-02-14
West,Frank,Gadget,x,12.00,2024-02-20
"""

CENT = Decimal("0.01")
rows, rejects = [], []
for lineno, rec in enumerate(csv.DictReader(io.StringIO(RAW)), start=2):
    try:
        units = int(rec["units"])
        price = Decimal(rec["unit_price"])
    except (ValueError, ArithmeticError) as e:
        rejects.append((lineno, rec["rep"], type(e).__name__))
        continue
    rec.update(units=units, unit_price=price, total=(units * price).quantize(CENT, ROUND_HALF_UP),
               month=rec["date"][:7])
    rows.append(rec)

print(f"{len(rows)} rows, rejected: {rejects}")

def table(headers, data, aligns):
    widths = [max(len(str(h)), *(len(str(r[i])) for r in data)) for i, h in enumerate(headers)]
    fmt = " | ".join(f"{{:{a}{w}}}" for a, w in zip(aligns, widths))
    sep = "-+-".join("-" * w for w in widths)
    lines = [fmt.format(*headers), sep] + [fmt.format(*map(str, r)) for r in data]
    return "\n".join(lines)

by_region = defaultdict(lambda: [0, Decimal(0)])
for r in rows:
    by_region[r["region"]][0] += r["units"]
    by_region[r["region"]][1] += r["total"]
data = sorted(((reg, u, t) for reg, (u, t) in by_region.items()), key=itemgetter(2), reverse=True)
grand = sum(t for *_, t in data)
data.append(("TOTAL", sum(u for _, u, _ in data), grand))
print(table(["Region", "Units", "Revenue"], data, "<>>"))
print()
rows.sort(key=itemgetter("month", "rep"))
for month, grp in groupby(rows, key=itemgetter("month")):
    grp = list(grp)
    reps = ", ".join(sorted({g["rep"] for g in grp}))
    print(f"{month}: {len(grp)} sales by {reps}; revenue {sum(g['total'] for g in grp)}")
products = defaultdict(list)
for r in rows:
    products[r["product"]].append(float(r["unit_price"]))
for name, prices in sorted(products.items()):
    print(f"  {name:<14} n={len(prices)} mean={mean(prices):7.3f} median={median(prices):6.2f}")
best = max(rows, key=lambda r: (r["total"], r["rep"]))
print("best sale:", best["rep"], best["product"], best["total"], f"{best['total'] / grand:.1%}")
out = io.StringIO()
w = csv.writer(out, quoting=csv.QUOTE_NONNUMERIC, lineterminator="\n")
w.writerow(["rep", "product", "total"])
for r in rows[:4]:
    w.writerow([r["rep"], r["product"], float(r["total"])])
print(out.getvalue(), end="")
print(csv.list_dialects() if False else sorted(csv.list_dialects()))
