# bank statement parsing: re + Decimal + datetime + groupby + textwrap + f-strings
import re
from decimal import Decimal, ROUND_HALF_UP
from datetime import date
from itertools import groupby
from collections import defaultdict
import textwrap
RAW = """
2024-01-03 | DEP  | Salary January            | +3,250.00
2024-01-05 | POS  | Coffee Shop #12           |     -4.75
2024-01-05 | POS  | Grocery Mart              |   -123.40
2024-01-17 | ATM  | Cash withdrawal           |   -200.00
2024-02-01 | DEP  | Salary February           | +3,250.00
2024-02-02 | FEE  | Monthly account fee       |     -5.00
2024-02-14 | POS  | Flowers & Chocolates Ltd. |    -58.99
2024-02-29 | POS  | Leap-day Special Purchase |    -29.29
"""
LINE = re.compile(r"(?P<d>\d{4}-\d{2}-\d{2})\s*\|\s*(?P<kind>\w+)\s*\|\s*(?P<desc>.+?)\s*\|\s*(?P<amt>[+-]?[\d,]+\.\d\d)$")
txns = []
for line in RAW.strip().splitlines():
    m = LINE.match(line)
    if not m:
        print("skip", line); continue
    txns.append((date.fromisoformat(m["d"]), m["kind"], m["desc"], Decimal(m["amt"].replace(",", ""))))
print(len(txns), txns[0])
balance = Decimal("100.00")
for month, rows in groupby(txns, key=lambda t: (t[0].year, t[0].month)):
    rows = list(rows)
    inflow = sum((r[3] for r in rows if r[3] > 0), Decimal(0))
    outflow = sum((r[3] for r in rows if r[3] < 0), Decimal(0))
    balance += inflow + outflow
    print(f"{month[0]}-{month[1]:02d}: in {inflow:>10,.2f} out {outflow:>10,.2f} bal {balance:>10,.2f}")
by_kind = defaultdict(Decimal)
for _, kind, _, amt in txns:
    by_kind[kind] += amt
for kind, total in sorted(by_kind.items(), key=lambda kv: kv[1]):
    share = (abs(total) / sum(abs(v) for v in by_kind.values()) * 100).quantize(Decimal("0.1"), ROUND_HALF_UP)
    print(f"{kind:<4}{total:>+12.2f} {share:>5}% {'#' * int(share // 5)}")
biggest = min(txns, key=lambda t: t[3])
print("largest spend:", biggest[2], biggest[3], biggest[0].strftime("%a %d %b"))
weekday_spend = defaultdict(Decimal)
for d, _, _, amt in txns:
    if amt < 0:
        weekday_spend[d.strftime("%A")] += -amt
print(sorted(weekday_spend.items()))
note = ("Statement generated for account ending 4242. " + " ".join(t[2] for t in txns if t[1] == "POS"))
print(textwrap.fill(note, 50, initial_indent="> ", subsequent_indent="> "))
interest = (balance * Decimal("0.0125") / 12).quantize(Decimal("0.01"), ROUND_HALF_UP)
print(f"closing {balance}, monthly interest {interest}, {balance + interest!r}")
print((txns[-1][0] - txns[0][0]).days, "days covered;", sum(1 for t in txns if t[0].month == 2), "Feb txns")
