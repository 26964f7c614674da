"""A double-entry bookkeeping ledger with Decimal amounts, journal validation and a trial balance."""
from dataclasses import dataclass, field
from decimal import Decimal
from datetime import date
from collections import defaultdict
from enum import Enum
import itertools


class Kind(Enum):
    ASSET = 1
    LIABILITY = -1
    EQUITY = -1
    INCOME = -2
    EXPENSE = 2

    @property
    def debit_normal(self):
        return self.value > 0


class UnbalancedEntry(ValueError):
    pass


@dataclass(frozen=True)
class Posting:
    account: str
    debit: Decimal = Decimal(0)
    credit: Decimal = Decimal(0)


@dataclass
class Entry:
    when: date
    memo: str
    postings: list
    number: int = field(default_factory=itertools.count(1).__next__)

    def __post_init__(self):
        d = sum(p.debit for p in self.postings)
        c = sum(p.credit for p in self.postings)
        if d != c:
            raise UnbalancedEntry(f"entry {self.memo!r}: debits {d} != credits {c}")
        if len(self.postings) < 2:
            raise UnbalancedEntry("an entry needs at least two postings")


class Ledger:
    def __init__(self, chart):
        self.chart = chart
        self.entries = []

    def post(self, when, memo, *lines):
        postings = []
        for acct, amount in lines:
            if acct not in self.chart:
                raise KeyError(f"unknown account {acct!r}")
            amt = Decimal(amount)
            postings.append(Posting(acct, debit=amt) if amt > 0 else Posting(acct, credit=-amt))
        e = Entry(when, memo, postings)
        self.entries.append(e)
        return e

    def balances(self, until=None):
        bal = defaultdict(Decimal)
        for e in self.entries:
            if until and e.when > until:
                continue
            for p in e.postings:
                bal[p.account] += p.debit - p.credit
        return bal

    def trial_balance(self, until=None):
        rows, td, tc = [], Decimal(0), Decimal(0)
        for acct, amt in sorted(self.balances(until).items()):
            d, c = (amt, Decimal(0)) if amt >= 0 else (Decimal(0), -amt)
            td, tc = td + d, tc + c
            rows.append(f"{acct:<18}{d:>10}{c:>10}")
        rows.append(f"{'TOTAL':<18}{td:>10}{tc:>10}")
        return rows

    def income_statement(self):
        bal = self.balances()
        income = -sum((v for a, v in bal.items() if self.chart[a] is Kind.INCOME), Decimal(0))
        expense = sum((v for a, v in bal.items() if self.chart[a] is Kind.EXPENSE), Decimal(0))
        return income, expense, income - expense


chart = {"cash": Kind.ASSET, "receivables": Kind.ASSET, "loan": Kind.LIABILITY, "capital": Kind.EQUITY,
         "sales": Kind.INCOME, "rent": Kind.EXPENSE, "supplies": Kind.EXPENSE}
L = Ledger(chart)
L.post(date(2024, 1, 1), "owner investment", ("cash", "5000.00"), ("capital", "-5000.00"))
L.post(date(2024, 1, 2), "bank loan", ("cash", "2000"), ("loan", "-2000"))
L.post(date(2024, 1, 5), "rent", ("rent", "1200.00"), ("cash", "-1200.00"))
L.post(date(2024, 1, 9), "invoice #1", ("receivables", "850.50"), ("sales", "-850.50"))
L.post(date(2024, 1, 15), "cash sale + supplies", ("cash", "300.25"), ("supplies", "45.10"), ("sales", "-300.25"), ("cash", "-45.10"))
L.post(date(2024, 2, 1), "invoice #1 paid", ("cash", "850.50"), ("receivables", "-850.50"))
for bad in [("oops", ("cash", "10"), ("sales", "-9.99")), ("lonely", ("cash", "0")), ("typo", ("cahs", "1"), ("sales", "-1"))]:
    try:
        L.post(date(2024, 2, 2), *bad)
    except (UnbalancedEntry, KeyError) as e:
        print(type(e).__name__, e)
print("\n".join(L.trial_balance(until=date(2024, 1, 31))))
print("\n".join(L.trial_balance()))
print("income/expense/net:", *L.income_statement())
print([e.number for e in L.entries], L.entries[3])
print([k.name for k in Kind if k.debit_normal], Kind(-1), Kind.EQUITY is Kind.LIABILITY)
