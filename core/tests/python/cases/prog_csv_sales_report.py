import csv
import io
import statistics
from collections import defaultdict
from datetime import date

RAW = """date,region,product,units,unit_price
2024-01-05,North,Widget,12,2.50
2024-01-06,South,Gadget,3,10.00
2024-01-09,North,Gadget,7,9.50
2024-02-01,East,Widget,20,2.40
2024-02-03,South,Widget,5,2.50
2024-02-14,North,Doohickey,1,99.99
2024-03-01,East,Gadget,9,9.75
2024-03-02,East,Widget,,2.40
2024-03-10,West,Widget,8,abc
2024-03-11,South,Doohickey,2,95.00
"""

rows, problems = [], []
for i, rec in enumerate(csv.DictReader(io.StringIO(RAW)), start=2):
    try:
        rows.append({
            "date": date.fromisoformat(rec["date"]),
            "region": rec["region"],
            "product": rec["product"],
            "units": int(rec["units"]),
            "price": float(rec["unit_price"]),
        })
    except ValueError as e:
        problems.append(f"line {i}: {e}")

for r in rows:
    r["revenue"] = round(r["units"] * r["price"], 2)

print(f"{len(rows)} good rows, {len(problems)} problems")
for p in problems:
    print("  ", p)

by_month = defaultdict(float)
by_region = defaultdict(lambda: defaultdict(int))
for r in rows:
    by_month[r["date"].strftime("%Y-%m")] += r["revenue"]
    by_region[r["region"]][r["product"]] += r["units"]

print("\nRevenue by month")
for month, total in sorted(by_month.items()):
    bar = "#" * int(total // 10)
    print(f"  {month}  {total:8.2f}  {bar}")

print("\nUnits by region/product")
products = sorted({r["product"] for r in rows})
print("  " + "region".ljust(8) + "".join(p.rjust(11) for p in products))
for region in sorted(by_region):
    print("  " + region.ljust(8) + "".join(str(by_region[region].get(p, "-")).rjust(11) for p in products))

rev = [r["revenue"] for r in rows]
print("\nmean", round(statistics.mean(rev), 2), "median", statistics.median(rev), "stdev", round(statistics.stdev(rev), 2))
top = max(rows, key=lambda r: r["revenue"])
print("top sale:", top["date"].isoformat(), top["region"], top["product"], top["revenue"])

out = io.StringIO()
w = csv.writer(out, lineterminator="\n", quoting=csv.QUOTE_NONNUMERIC)
w.writerow(["region", "revenue", "share"])
total = sum(rev)
for region in sorted(by_region):
    reg_rev = sum(r["revenue"] for r in rows if r["region"] == region)
    w.writerow([region, round(reg_rev, 2), f"{reg_rev / total:.1%}"])
print(out.getvalue())
back = list(csv.reader(io.StringIO(out.getvalue()), quoting=csv.QUOTE_NONNUMERIC))
print(back[1], type(back[1][1]).__name__)
tsv = io.StringIO()
csv.writer(tsv, delimiter="\t", lineterminator="\n").writerows([["a b", "c\td"], [1, None]])
print(repr(tsv.getvalue()))
