from itertools import accumulate, groupby, islice, chain
from operator import itemgetter

TRANSACTIONS = [
    ("2024-01-03", "salary", 3200),
    ("2024-01-04", "rent", -1200),
    ("2024-01-10", "groceries", -86.40),
    ("2024-01-15", "groceries", -54.10),
    ("2024-01-20", "fun", -40),
    ("2024-02-01", "salary", 3200),
    ("2024-02-02", "rent", -1200),
    ("2024-02-12", "groceries", -120.75),
    ("2024-02-14", "fun", -95.50),
    ("2024-02-28", "refund", 20),
]


def read(rows):
    for date, cat, amount in rows:
        yield {"date": date, "month": date[:7], "cat": cat, "amount": round(float(amount), 2)}


def running_balance(txs, opening=0.0):
    balance = opening
    for t in txs:
        balance = round(balance + t["amount"], 2)
        yield {**t, "balance": balance}


def only(txs, pred):
    return (t for t in txs if pred(t))


ledger = list(running_balance(read(TRANSACTIONS), opening=500))
for t in ledger:
    sign = "+" if t["amount"] >= 0 else "-"
    print(f"{t['date']}  {t['cat']:<10} {sign}{abs(t['amount']):>8.2f}  {t['balance']:>9.2f}")
print("lowest balance:", min(ledger, key=itemgetter("balance"))["date"])
for month, txs in groupby(ledger, key=itemgetter("month")):
    txs = list(txs)
    inc = sum(t["amount"] for t in txs if t["amount"] > 0)
    out = -sum(t["amount"] for t in txs if t["amount"] < 0)
    print(f"{month}: in {inc:.2f} out {out:.2f} net {inc - out:+.2f}")
spend = {}
for t in only(ledger, lambda t: t["amount"] < 0):
    spend[t["cat"]] = round(spend.get(t["cat"], 0) + -t["amount"], 2)
for cat, amt in sorted(spend.items(), key=lambda kv: -kv[1]):
    print(f"  {cat:<10}{amt:>9.2f} {amt / sum(spend.values()):6.1%}")
print(list(accumulate(t["amount"] for t in ledger))[-1], round(sum(t["amount"] for t in ledger), 2))
print([t["cat"] for t in islice(only(ledger, lambda t: t["cat"] != "rent"), 2, 5)])
big = next((t for t in ledger if abs(t["amount"]) > 1000 and t["amount"] < 0), None)
print(big["date"] if big else None, any(t["cat"] == "travel" for t in ledger), all(t["balance"] > 0 for t in ledger))
merged = sorted(chain(ledger[:3], ledger[-2:]), key=itemgetter("amount"))
print([m["amount"] for m in merged])
