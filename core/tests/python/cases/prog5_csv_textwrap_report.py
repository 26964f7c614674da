# text report: csv + io.StringIO + textwrap + string formatting
import csv, io, textwrap
from collections import defaultdict, Counter
from statistics import mean, median, pstdev

raw = '''region,rep,product,units,price
North,"Smith, J",Widget,12,2.50
South,Lee,Gadget,3,10.00
North,Diaz,"Gizmo ""Pro""",7,4.25
East,Lee,Widget,20,2.50
South,"Smith, J",Widget,1,2.50
East,Kim,Gadget,5,9.75
'''
rows = list(csv.DictReader(io.StringIO(raw)))
print(len(rows), rows[2]["product"], rows[0]["rep"], list(rows[0].keys()))
by_region = defaultdict(list)
for r in rows:
    r["units"] = int(r["units"]); r["price"] = float(r["price"])
    by_region[r["region"]].append(r["units"] * r["price"])
out = io.StringIO()
w = csv.writer(out, quoting=csv.QUOTE_NONNUMERIC, lineterminator="\n")
w.writerow(["region", "total", "mean", "median"])
for reg in sorted(by_region):
    v = by_region[reg]
    w.writerow([reg, round(sum(v), 2), round(mean(v), 3), median(v)])
print(out.getvalue(), end="")
out2 = io.StringIO()
dw = csv.DictWriter(out2, fieldnames=["rep", "units"], extrasaction="ignore", delimiter=";")
dw.writeheader()
dw.writerows(sorted(rows, key=lambda r: (-r["units"], r["rep"]))[:3])
print(out2.getvalue().replace("\r\n", "<CRLF>"))
try:
    csv.DictWriter(io.StringIO(), fieldnames=["a"]).writerow({"a": 1, "b": 2})
except ValueError as e:
    print("ValueError", e)
reps = Counter(r["rep"] for r in rows)
print(reps.most_common(2), pstdev([r["units"] for r in rows]))
text = ("The quarterly figures show that widgets remain the best seller across all "
        "regions, while gadgets are concentrated in the South and East.")
print(textwrap.fill(text, width=36, initial_indent="* ", subsequent_indent="  "))
print(textwrap.shorten(text, width=50, placeholder=" [...]"))
print(textwrap.indent("a\n\nb\n", "> "), end="")
print(textwrap.indent("a\n\nb\n", "> ", predicate=lambda l: True), end="")
print(textwrap.dedent("""\
      def f():
          return 1
    """), end="")
print(textwrap.wrap("supercalifragilisticexpialidocious word", width=10))
print(textwrap.wrap("a-b-c-d-e-f long-hyphenated-words here", width=8, break_on_hyphens=True))
print(textwrap.wrap("tabs\there\tand", width=12, expand_tabs=True, tabsize=4))
print(textwrap.TextWrapper(width=15, max_lines=2, placeholder="..").wrap(text))
sniff = csv.Sniffer().sniff("a|b|c\n1|2|3\n")
print(sniff.delimiter, csv.Sniffer().has_header("name,age\nann,3\nbob,4\n"))
r = csv.reader(["x, y ,'z,w'"], skipinitialspace=True, quotechar="'")
print(next(r))
print(list(csv.reader(['1,"a\nb",2'])), list(csv.reader(io.StringIO('1,"a\nb",2\n'))))
