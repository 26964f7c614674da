import csv, io
raw = """name,dept,salary,start
"Smith, Jane",eng,120000,2019-03-01
Bob O'Neil,ops,85000,2020-11-15
"Lee ""Ace"" Kim",eng,99000,2018-07-30
Ana,hr,,2021-01-04
"""
rows = list(csv.DictReader(io.StringIO(raw)))
print(rows[0], len(rows))
for r in rows:
    print(repr(r["name"]), r["salary"] or "n/a")
by_dept = {}
for r in rows:
    by_dept.setdefault(r["dept"], []).append(int(r["salary"] or 0))
out = io.StringIO()
w = csv.writer(out, lineterminator="\n")
w.writerow(["dept", "count", "total", "note"])
for dept, sal in sorted(by_dept.items()):
    w.writerow([dept, len(sal), sum(sal), "has, comma" if dept == "eng" else 'say "hi"' if dept == "hr" else None])
print(out.getvalue())
out2 = io.StringIO()
dw = csv.DictWriter(out2, fieldnames=["a", "b"], extrasaction="ignore", lineterminator="\r\n", quoting=csv.QUOTE_NONNUMERIC)
dw.writeheader()
dw.writerows([{"a": 1, "b": "x", "c": 9}, {"a": 2.5}])
print(repr(out2.getvalue()))
try:
    csv.DictWriter(io.StringIO(), ["a"]).writerow({"zz": 1})
except ValueError as e:
    print(type(e).__name__, e)
print(list(csv.reader(["a;b;'c;d'"], delimiter=";", quotechar="'")), list(csv.reader(['x, y,  z'], skipinitialspace=True)))
print(list(csv.reader(io.StringIO('a,"multi\nline",b\n1,2,3\n'))))
o = io.StringIO(); csv.writer(o, quoting=csv.QUOTE_ALL).writerow([1, "a", None]); print(repr(o.getvalue()))
o = io.StringIO(); csv.writer(o, delimiter="\t", quoting=csv.QUOTE_MINIMAL).writerow(["a\tb", "c"]); print(repr(o.getvalue()))
try:
    list(csv.reader(['"unterminated'], strict=True))
except csv.Error as e:
    print(type(e).__name__, e)
rd = csv.DictReader(io.StringIO("a,b\n1,2,3\n4\n"), restkey="extra", restval="?")
print(list(rd), rd.fieldnames, rd.line_num)
print(csv.list_dialects() if False else sorted(csv.list_dialects()))
