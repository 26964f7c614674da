"""CSV through io.StringIO: reading with DictReader, dialects, quoting, writing reports back out."""
import csv
import io

RAW = '''student,email,hw1,hw2,exam,notes
"Lovelace, Ada",ada@example.org,95,88,91,"top of class"
Babbage Charles,cb@example.org,72,,65,"missed hw2"
"Hopper, Grace",grace@example.org,100,97,99,"said ""hi"" twice"
Turing Alan,at@example.org,85,90,n/a,
'''

reader = csv.DictReader(io.StringIO(RAW))
print(reader.fieldnames)
rows = []
problems = []
for rec in reader:
    scores = {}
    for k in ("hw1", "hw2", "exam"):
        try:
            scores[k] = float(rec[k])
        except ValueError:
            problems.append((reader.line_num, k, rec[k]))
            scores[k] = 0.0
    final = 0.25 * scores["hw1"] + 0.25 * scores["hw2"] + 0.5 * scores["exam"]
    rows.append({"student": rec["student"], "final": round(final, 1), "notes": rec["notes"]})
print("problems:", problems)

out = io.StringIO()
w = csv.DictWriter(out, fieldnames=["student", "final", "grade", "notes"], extrasaction="ignore",
                   quoting=csv.QUOTE_NONNUMERIC, lineterminator="\n")
w.writeheader()
for r in sorted(rows, key=lambda r: -r["final"]):
    r["grade"] = "A" if r["final"] >= 90 else "B" if r["final"] >= 80 else "C" if r["final"] >= 70 else "F"
    w.writerow(r)
print(out.getvalue())

out = io.StringIO()
w = csv.writer(out, delimiter=";", quoting=csv.QUOTE_MINIMAL, lineterminator="\n")
w.writerows([["a;b", 'q"uote', "plain"], [1, 2.5, None], ["line\nbreak", "", True]])
print(out.getvalue())
print(list(csv.reader(io.StringIO(out.getvalue()), delimiter=";")))

csv.register_dialect("pipes", delimiter="|", quotechar="'", skipinitialspace=True, lineterminator="\n")
data = "name| qty| price\n'Widget|XL'| 3| 9.99\nGizmo| 10| 1.25\n"
for row in csv.reader(io.StringIO(data), dialect="pipes"):
    print(row)
print(sorted(csv.list_dialects()))
d = csv.get_dialect("pipes")
print(d.delimiter, d.quotechar, d.skipinitialspace)

out = io.StringIO()
w = csv.writer(out, quoting=csv.QUOTE_ALL, lineterminator="\r\n")
w.writerow(["x", 1, ""])
print(repr(out.getvalue()))

try:
    csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow(["a,b"])
except csv.Error as e:
    print("csv.Error:", e)
try:
    list(csv.reader(io.StringIO('a,"b\n'), strict=True))
except csv.Error as e:
    print("csv.Error:", e)
try:
    csv.get_dialect("nope")
except csv.Error as e:
    print("csv.Error:", e)
try:
    csv.DictWriter(io.StringIO(), ["a"]).writerow({"a": 1, "b": 2})
except ValueError as e:
    print("ValueError:", e)
r = csv.DictReader(io.StringIO("a,b\n1,2,3\n4\n"), restkey="extra", restval="?")
print([dict(x) for x in r])
