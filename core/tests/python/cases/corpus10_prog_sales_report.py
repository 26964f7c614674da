import csv
import io
import datetime as dt
import statistics
from collections import defaultdict, namedtuple
from itertools import groupby
from operator import attrgetter

RAW = """date,region,rep,product,units,unit_price
2024-01-03,North,Alice,Widget,12,2.50
2024-01-05,South,Bob,Gadget,3,10.00
2024-01-17,North,Carol,Widget,7,2.50
2024-02-01,East,Dan,Doohickey,1,99.99
2024-02-11,South,Bob,Widget,20,2.25
2024-02-14,North,Alice,Gadget,5,10.00
2024-02-29,East,Erin,Gadget,8,9.50
2024-03-02,South,Frank,"Widget, Deluxe",4,5.75
2024-03-15,North,Alice,Doohickey,2,95.00
2024-03-31,East,Dan,Widget,0,2.50
2024-04-01,West,Gina,Gadget,6,10.00
"""

Sale = namedtuple("Sale", "date region rep product units price")


def parse(text):
    reader = csv.DictReader(io.StringIO(text))
    out = []
    for row in reader:
        out.append(Sale(dt.date.fromisoformat(row["date"]), row["region"], row["rep"], row["product"],
                        int(row["units"]), float(row["unit_price"])))
    return out


def revenue(s):
    return round(s.units * s.price, 2)


sales = parse(RAW)
print(len(sales), sales[7].product, sales[0])
by_month = defaultdict(float)
for s in sales:
    by_month[s.date.strftime("%Y-%m (%b)")] += revenue(s)
for month, total in sorted(by_month.items()):
    bar = "#" * int(total // 10)
    print(f"{month:15} {total:8.2f} {bar}")

print()
print(f"{'Region':<8}{'Sales':>6}{'Units':>7}{'Revenue':>10}{'Avg':>9}")
for region, group in groupby(sorted(sales, key=attrgetter("region")), key=attrgetter("region")):
    g = list(group)
    revs = [revenue(s) for s in g]
    print(f"{region:<8}{len(g):>6}{sum(s.units for s in g):>7}{sum(revs):>10.2f}{statistics.mean(revs):>9.2f}")

reps = defaultdict(list)
for s in sales:
    reps[s.rep].append(revenue(s))
ranking = sorted(reps.items(), key=lambda kv: (-sum(kv[1]), kv[0]))
print([(rep, round(sum(v), 2)) for rep, v in ranking[:3]])
print("median revenue", statistics.median(revenue(s) for s in sales), "stdev", round(statistics.stdev(revenue(s) for s in sales), 4))

quarter = lambda d: (d.month - 1) // 3 + 1
q = defaultdict(lambda: defaultdict(int))
for s in sales:
    q[f"Q{quarter(s.date)}"][s.product] += s.units
for k in sorted(q):
    print(k, dict(sorted(q[k].items())))

first, last = min(s.date for s in sales), max(s.date for s in sales)
span = last - first
print(first, last, span.days, span, first.strftime("%A %d %B %Y"), last.isocalendar()[1], (first + dt.timedelta(weeks=10)).isoformat())
weekdays = defaultdict(int)
for s in sales:
    weekdays[s.date.strftime("%a")] += 1
print(sorted(weekdays.items(), key=lambda kv: dt.datetime.strptime(kv[0], "%a").weekday() if False else kv[0]))
zero = [s for s in sales if s.units == 0]
print("zero-unit rows:", [(s.date.isoformat(), s.rep) for s in zero])

out = io.StringIO()
w = csv.writer(out, quoting=csv.QUOTE_MINIMAL, lineterminator="\n")
w.writerow(["product", "units", "revenue"])
prod = defaultdict(lambda: [0, 0.0])
for s in sales:
    prod[s.product][0] += s.units
    prod[s.product][1] += revenue(s)
for name, (u, r) in sorted(prod.items()):
    w.writerow([name, u, f"{r:.2f}"])
print(out.getvalue(), end="")
dw = csv.DictWriter(out := io.StringIO(), fieldnames=["a", "b"], lineterminator="\n", extrasaction="ignore")
dw.writeheader()
dw.writerow({"a": 'say "hi"', "b": "x\ny", "c": "dropped"})
print(out.getvalue(), end="")
print(list(csv.reader(['a;"b;c";d'], delimiter=";")), list(csv.reader(io.StringIO(out.getvalue())))[1])
