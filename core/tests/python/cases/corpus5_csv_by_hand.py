raw = '''id,name,dept,salary,start
1,"Smith, John",Engineering,85000,2019-03-01
2,Jane Doe,Marketing,62000.50,2020-07-15
3,"O""Brien, Pat",Engineering,91000,2018-11-30
4,Lee,Sales,,2021-01-04
5,  Kim  ,Sales,58000,2022-05-09
'''
def parse_line(line, sep=","):
    fields, cur, q, i = [], [], False, 0
    while i < len(line):
        ch = line[i]
        if q:
            if ch == '"':
                if i + 1 < len(line) and line[i + 1] == '"':
                    cur.append('"'); i += 1
                else:
                    q = False
            else:
                cur.append(ch)
        elif ch == '"':
            q = True
        elif ch == sep:
            fields.append("".join(cur)); cur = []
        else:
            cur.append(ch)
        i += 1
    fields.append("".join(cur))
    return fields
lines = raw.strip().splitlines()
header = parse_line(lines[0])
rows = [dict(zip(header, parse_line(l))) for l in lines[1:]]
for r in rows:
    r["name"] = r["name"].strip()
    r["salary"] = float(r["salary"]) if r["salary"] else None
    r["id"] = int(r["id"])
    print(r)
by_dept = {}
for r in rows:
    by_dept.setdefault(r["dept"], []).append(r)
for dept in sorted(by_dept):
    sal = [r["salary"] for r in by_dept[dept] if r["salary"] is not None]
    avg = sum(sal) / len(sal) if sal else 0
    print(f"{dept:<12}{len(by_dept[dept]):>3}{avg:>12,.2f}{max(sal, default=0):>10.0f}")
widths = [max(len(str(r[h])) for r in rows + [dict(zip(header, header))]) for h in header]
print(" | ".join(h.upper().ljust(w) for h, w in zip(header, widths)))
print("-+-".join("-" * w for w in widths))
for r in sorted(rows, key=lambda r: (r["salary"] is None, -(r["salary"] or 0))):
    print(" | ".join(str(r[h]).ljust(w) if not isinstance(r[h], (int, float)) or isinstance(r[h], bool) else str(r[h]).rjust(w) for h, w in zip(header, widths)))
def to_csv(rows, cols):
    def q(v):
        s = "" if v is None else str(v)
        return '"' + s.replace('"', '""') + '"' if any(c in s for c in ',"\n') else s
    return "\n".join([",".join(cols)] + [",".join(q(r[c]) for c in cols) for r in rows])
print(to_csv(rows[:3], ["id", "name", "salary"]))
import csv, io
buf = io.StringIO()
w = csv.writer(buf)
w.writerow(["a,b", 'say "hi"', 3, None])
print(repr(buf.getvalue()), list(csv.reader(io.StringIO(buf.getvalue()))))
print(list(csv.DictReader(io.StringIO(raw)))[0])
