# csv.writer and DictWriter/DictReader: quoting modes, escapes, empty fields, errors.
import csv
import io

def out(rows, **kw):
    f = io.StringIO()
    w = csv.writer(f, **kw)
    try:
        for r in rows:
            w.writerow(r)
    except (csv.Error, TypeError) as e:
        print(type(e).__name__, e)
    print(repr(f.getvalue()))

out([["a", "b,c", 'say "hi"', "multi\nline", 1, 2.5, None, True]])
out([["a", 1, 2.5, None]], quoting=csv.QUOTE_ALL)
out([["a", 1, 2.5, None, True]], quoting=csv.QUOTE_NONNUMERIC)
out([["a,b", "c"]], quoting=csv.QUOTE_NONE, escapechar="\\")
out([["a,b"]], quoting=csv.QUOTE_NONE)
out([['q"q']], doublequote=False, escapechar="\\")
out([['q"q']], doublequote=False)
out([[""], [], ["", ""], ["x", ""]])
out([[""]], quoting=csv.QUOTE_NONE)
out([["a", "b"]], delimiter="\t", lineterminator="\n")
out([["a b", " lead"]], delimiter=" ")
out([5])
out([["x\ry"]])
f = io.StringIO()
n = csv.writer(f).writerow(["abc", "de"])
print(n, repr(f.getvalue()))
csv.writer(f).writerows([[1, 2], (3, 4), "ab"])
print(repr(f.getvalue()))

f = io.StringIO()
w = csv.DictWriter(f, fieldnames=["name", "age", "city"], restval="?")
w.writeheader()
w.writerow({"name": "Ann", "age": 30})
w.writerows([{"name": "Bob", "city": "Oslo, NO"}, {"age": 5}])
print(repr(f.getvalue()))
try:
    w.writerow({"name": "x", "zip": 1})
except ValueError as e:
    print("ValueError", e)
w2 = csv.DictWriter(io.StringIO(), ["a"], extrasaction="ignore")
w2.writerow({"a": 1, "b": 2})
try:
    csv.DictWriter(io.StringIO(), ["a"], extrasaction="skip")
except ValueError as e:
    print("ValueError", e)

r = csv.DictReader(io.StringIO(f.getvalue()))
print(r.fieldnames, r.line_num)
for row in r:
    print(row, r.line_num)
r = csv.DictReader(["a,b\n", "\n", "1,2,3,4\n", "5\n"], restkey="more", restval="-")
print(list(r))
r = csv.DictReader(["1,2\n"], fieldnames=("x", "y"))
print(list(r), r.fieldnames)
print(list(csv.DictReader([])), csv.DictReader([]).fieldnames)
try:
    csv.writer(object())
except TypeError as e:
    print("TypeError", e)
out([["a", "b"], ["a,b"]], quotechar=None)
print(list(csv.reader(['"a",b\n'], quotechar=None)), csv.reader([], quotechar=None).dialect.quoting)
