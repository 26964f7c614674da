import csv
import io
from collections import defaultdict, namedtuple
from decimal import Decimal
from contextlib import contextmanager, suppress, ExitStack

CSV_DATA = """sku,name,category,qty,unit_cost,reorder_at
A100,"Bolt, hex",hardware,250,0.12,100
A101,Nut,hardware,80,0.05,100
B200,"Paint ""Ocean"" Blue",paint,12,14.99,5
B201,Primer,paint,3,9.50,5
C300,Ladder,tools,2,89.00,1
C301,Hammer,tools,0,15.25,2
X999,Broken row,misc,notanumber,1.00,1
"""

Item = namedtuple("Item", "sku name category qty unit_cost reorder_at")


class StockError(Exception):
    def __init__(self, sku, msg):
        super().__init__(f"[{sku}] {msg}")
        self.sku = sku


def load(text):
    items, problems = {}, []
    for lineno, row in enumerate(csv.DictReader(io.StringIO(text)), start=2):
        try:
            items[row["sku"]] = Item(row["sku"], row["name"], row["category"], int(row["qty"]),
                                     Decimal(row["unit_cost"]), int(row["reorder_at"]))
        except ValueError as e:
            problems.append(f"line {lineno}: {e}")
    return items, problems


items, problems = load(CSV_DATA)
print(len(items), problems)


@contextmanager
def transaction(store, log):
    snapshot = dict(store)
    log.append("begin")
    try:
        yield store
    except StockError as e:
        store.clear()
        store.update(snapshot)
        log.append(f"rollback: {e}")
    else:
        log.append("commit")
    finally:
        log.append("end")


def take(store, sku, n):
    it = store[sku]
    if it.qty < n:
        raise StockError(sku, f"only {it.qty} left, wanted {n}")
    store[sku] = it._replace(qty=it.qty - n)


log = []
with transaction(items, log):
    take(items, "A100", 50)
    take(items, "B200", 2)
with transaction(items, log):
    take(items, "A101", 10)
    take(items, "C301", 1)
    take(items, "C300", 1)
print(log)
print(items["A100"].qty, items["A101"].qty, items["B200"].qty, items["C300"].qty)

with suppress(KeyError):
    take(items, "NOPE", 1)
    print("not reached")

by_cat = defaultdict(list)
for it in items.values():
    by_cat[it.category].append(it)
out = io.StringIO()
w = csv.writer(out, lineterminator="\n")
w.writerow(["category", "skus", "units", "value"])
for cat in sorted(by_cat):
    group = by_cat[cat]
    value = sum(i.qty * i.unit_cost for i in group)
    w.writerow([cat, " ".join(i.sku for i in group), sum(i.qty for i in group), f"{value:.2f}"])
print(out.getvalue(), end="")

reorder = sorted((i for i in items.values() if i.qty <= i.reorder_at), key=lambda i: (i.qty - i.reorder_at, i.sku))
dw_buf = io.StringIO()
dw = csv.DictWriter(dw_buf, fieldnames=["sku", "name", "short"], quoting=csv.QUOTE_NONNUMERIC, lineterminator="\n")
dw.writeheader()
for i in reorder:
    dw.writerow({"sku": i.sku, "name": i.name, "short": i.reorder_at - i.qty})
print(dw_buf.getvalue(), end="")
print(list(csv.reader(['a;"b;c";d', '"x""y";;z'], delimiter=";")))
total = sum((i.qty * i.unit_cost for i in items.values()), Decimal(0))
print(f"total value: {total} ({total:,.1f}) avg cost {sum(i.unit_cost for i in items.values()) / len(items):.4f}")
cleanup = []
with ExitStack() as stack:
    for name in ("db", "cache", "lock"):
        stack.callback(cleanup.append, f"release {name}")
    stack.enter_context(transaction(items, cleanup))
    cleanup.append("work")
print(cleanup)
try:
    with transaction(items, log):
        raise ValueError("not a stock error")
except ValueError as e:
    print("escaped:", e, log[-2:])
print(Item._make(["Z1", "Thing", "misc", 1, Decimal("2.50"), 0]), items["B200"].name)
