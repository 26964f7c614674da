from dataclasses import dataclass, field
from decimal import Decimal, ROUND_HALF_UP
from collections import defaultdict, Counter
from datetime import date, timedelta
import json, statistics

@dataclass(order=True)
class Sale:
    day: date
    sku: str
    qty: int
    unit: Decimal = field(compare=False)

    @property
    def total(self):
        return (self.unit * self.qty).quantize(Decimal("0.01"), ROUND_HALF_UP)

prices = {"A100": Decimal("4.99"), "B200": Decimal("12.50"), "C300": Decimal("0.333"), "D400": Decimal("99.995")}
start = date(2024, 2, 26)
sales = []
for i in range(21):
    sku = sorted(prices)[(i * 7) % 4]
    qty = (i * 13) % 9 + 1
    sales.append(Sale(start + timedelta(days=i % 10), sku, qty, prices[sku]))
sales.sort()
by_day = defaultdict(Decimal)
by_sku = Counter()
for s in sales:
    by_day[s.day] += s.total
    by_sku[s.sku] += s.qty
for d in sorted(by_day):
    print(f"{d:%a %d %b %Y} {d.isocalendar().week:>2} {by_day[d]:>10,.2f}")
print(by_sku.most_common())
totals = [float(v) for v in by_day.values()]
print(round(statistics.mean(totals), 4), round(statistics.median(totals), 4), round(statistics.pstdev(totals), 4))
grand = sum(by_day.values(), Decimal(0))
print(grand, grand.quantize(Decimal("1.")), f"{grand:.1e}", grand / len(by_day))
tax = (grand * Decimal("0.0725")).quantize(Decimal("0.01"), ROUND_HALF_UP)
print("tax", tax, "with tax", grand + tax)
report = {"days": len(by_day), "grand": str(grand), "top": by_sku.most_common(1)[0], "first": sales[0].day.isoformat(), "last": sales[-1].day.isoformat()}
print(json.dumps(report, sort_keys=True, indent=1))
weekly = defaultdict(list)
for s in sales:
    y, w, _ = s.day.isocalendar()
    weekly[f"{y}-W{w:02d}"].append(s.qty)
for k, v in sorted(weekly.items()):
    print(k, len(v), sum(v), max(v), f"{sum(v) / len(v):.3f}")
print(max(sales, key=lambda s: s.total), min(sales, key=lambda s: (s.total, s.sku)).total)
print(sorted({s.unit for s in sales}), Decimal("99.995").quantize(Decimal("0.01")), Decimal("0.333") * 3)
