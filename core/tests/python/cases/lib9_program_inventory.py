import json, enum, functools, itertools, heapq, decimal, fractions, string, pprint
from decimal import Decimal, ROUND_HALF_UP
from dataclasses import dataclass, field
from typing import NamedTuple
class Category(enum.Enum):
    FOOD = 'food'
    TOOLS = 'tools'
    TOYS = 'toys'
class Item(NamedTuple):
    sku: str
    name: str
    price: Decimal
    qty: int
    cat: Category
raw = '''[{"sku": "A1", "name": "Apple", "price": "0.45", "qty": 120, "cat": "food"},
 {"sku": "T9", "name": "Hammer", "price": "12.99", "qty": 4, "cat": "tools"},
 {"sku": "Y3", "name": "Yo-yo", "price": "2.50", "qty": 0, "cat": "toys"},
 {"sku": "B2", "name": "Bread", "price": "2.25", "qty": 15, "cat": "food"},
 {"sku": "S5", "name": "Saw", "price": "19.95", "qty": 2, "cat": "tools"}]'''
items = [Item(d['sku'], d['name'], Decimal(d['price']), d['qty'], Category(d['cat'])) for d in json.loads(raw)]
@dataclass(order=True)
class Line:
    total: Decimal
    sku: str = field(compare=False)
lines = sorted((Line(i.price * i.qty, i.sku) for i in items), reverse=True)
print(lines)
total = sum((l.total for l in lines), Decimal(0))
tax = (total * Decimal('0.0825')).quantize(Decimal('0.01'), rounding=ROUND_HALF_UP)
print(total, tax, total + tax, f'{total + tax:>12,.2f}')
by_cat = {c: sorted(i.name for i in g) for c, g in itertools.groupby(sorted(items, key=lambda i: i.cat.value), key=lambda i: i.cat)}
pprint.pprint({c.name: v for c, v in by_cat.items()})
print(heapq.nlargest(2, items, key=lambda i: i.price * i.qty)[0].name, heapq.nsmallest(2, items, key=lambda i: (i.qty, i.sku)))
@functools.lru_cache(maxsize=None)
def discount(qty):
    return fractions.Fraction(1, 10) if qty >= 100 else fractions.Fraction(1, 20) if qty >= 10 else fractions.Fraction(0)
for i in items:
    d = discount(i.qty)
    print(f'{i.sku:<3} {i.name:<8} {str(d):>5} {float(d):6.1%} {i.price * (1 - Decimal(d.numerator) / Decimal(d.denominator)):.3f}')
print(discount.cache_info())
tmpl = string.Template('$name ($sku): $$${price} x $qty')
print('\n'.join(tmpl.substitute(i._asdict()) for i in items if i.qty))
print(json.dumps({i.sku: {'price': str(i.price), 'cat': i.cat.value} for i in items}, separators=(',', ':'), sort_keys=True))
print(list(itertools.accumulate(i.qty for i in items)), list(itertools.compress([i.sku for i in items], [i.qty > 3 for i in items])))
print(max(items, key=lambda i: i.price).name, min(items, key=lambda i: (i.cat.value, -i.qty)).sku, sorted(Category, key=lambda c: c.value, reverse=True))
