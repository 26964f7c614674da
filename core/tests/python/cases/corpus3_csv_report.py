import csv, io

RAW = """region,product,units,price
North,Widget,10,2.50
South,Widget,4,2.50
North,Gadget,3,10.00
East,"Gizmo, deluxe",1,99.99
South,Gadget,7,10.00
North,Widget,5,2.50
"""
reader = csv.DictReader(io.StringIO(RAW))
print(reader.fieldnames)
totals = {}
by_product = {}
for row in reader:
    amount = int(row["units"]) * float(row["price"])
    totals[row["region"]] = totals.get(row["region"], 0) + amount
    by_product.setdefault(row["product"], []).append(int(row["units"]))
for region, amt in sorted(totals.items(), key=lambda kv: -kv[1]):
    print(f"{region:<6}{amt:>9.2f}")
print(by_product)
out = io.StringIO()
w = csv.writer(out, lineterminator="\n")
w.writerow(["product", "total_units", "note"])
for p, units in sorted(by_product.items()):
    w.writerow([p, sum(units), 'says "hi"' if "," in p else ""])
print(out.getvalue(), end="")
out = io.StringIO()
dw = csv.DictWriter(out, fieldnames=["a", "b"], quoting=csv.QUOTE_NONNUMERIC, lineterminator="\n")
dw.writeheader()
dw.writerows([{"a": 1, "b": "x"}, {"a": 2.5, "b": None}])
print(out.getvalue(), end="")
rows = list(csv.reader(io.StringIO("a;b;c\n1;'x;y';3\n"), delimiter=";", quotechar="'"))
print(rows)
print(list(csv.reader(['one,"two\nlines",three', "  x , y"], skipinitialspace=True)))
tsv = io.StringIO()
csv.writer(tsv, dialect="excel-tab").writerow(["a b", "c\td", 3])
print(repr(tsv.getvalue()))
try:
    csv.DictWriter(io.StringIO(), fieldnames=["a"]).writerow({"a": 1, "zz": 2})
except ValueError as e:
    print("ValueError:", e)
r = csv.reader(io.StringIO("x,y\n1,2\n"))
print(next(r), r.line_num, list(r), r.line_num)
print(csv.list_dialects().__class__.__name__, sorted(csv.list_dialects()))
