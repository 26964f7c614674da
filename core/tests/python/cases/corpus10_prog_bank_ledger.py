from dataclasses import dataclass, field
from decimal import Decimal, ROUND_HALF_EVEN
from collections import defaultdict
from enum import Enum, auto
import datetime


class TxKind(Enum):
    DEPOSIT = auto()
    WITHDRAW = auto()
    TRANSFER_IN = auto()
    TRANSFER_OUT = auto()
    INTEREST = auto()
    FEE = auto()


class InsufficientFunds(Exception):
    def __init__(self, account, amount):
        super().__init__(f"account {account.number} cannot cover {amount}")
        self.account = account
        self.amount = amount


@dataclass(order=True)
class Transaction:
    date: datetime.date
    seq: int
    kind: TxKind = field(compare=False)
    amount: Decimal = field(compare=False)
    memo: str = field(default="", compare=False)

    def signed(self):
        if self.kind in (TxKind.WITHDRAW, TxKind.TRANSFER_OUT, TxKind.FEE):
            return -self.amount
        return self.amount


@dataclass
class Account:
    number: str
    owner: str
    rate: Decimal = Decimal("0.00")
    history: list = field(default_factory=list, repr=False)

    @property
    def balance(self):
        return sum((t.signed() for t in self.history), Decimal("0.00"))


class Bank:
    CENT = Decimal("0.01")

    def __init__(self, name):
        self.name = name
        self.accounts = {}
        self._seq = 0
        self.today = datetime.date(2024, 1, 1)

    def _record(self, acct, kind, amount, memo=""):
        self._seq += 1
        amount = Decimal(amount).quantize(self.CENT, rounding=ROUND_HALF_EVEN)
        tx = Transaction(self.today, self._seq, kind, amount, memo)
        acct.history.append(tx)
        return tx

    def open(self, owner, rate="0.00", initial="0"):
        number = f"{self.name[:2].upper()}-{len(self.accounts) + 1:04d}"
        acct = Account(number, owner, Decimal(rate))
        self.accounts[number] = acct
        if Decimal(initial) > 0:
            self._record(acct, TxKind.DEPOSIT, initial, "opening deposit")
        return acct

    def deposit(self, number, amount, memo=""):
        return self._record(self.accounts[number], TxKind.DEPOSIT, amount, memo)

    def withdraw(self, number, amount, memo=""):
        acct = self.accounts[number]
        if acct.balance < Decimal(amount):
            self._record(acct, TxKind.FEE, "2.50", "overdraft attempt")
            raise InsufficientFunds(acct, amount)
        return self._record(acct, TxKind.WITHDRAW, amount, memo)

    def transfer(self, src, dst, amount):
        try:
            self.withdraw(src, amount)
        except InsufficientFunds as e:
            raise RuntimeError("transfer failed") from e
        a = self.accounts[src]
        a.history[-1].kind = TxKind.TRANSFER_OUT
        a.history[-1].memo = f"to {dst}"
        self._record(self.accounts[dst], TxKind.TRANSFER_IN, amount, f"from {src}")

    def advance(self, days):
        self.today += datetime.timedelta(days=days)

    def accrue_interest(self):
        for acct in self.accounts.values():
            if acct.rate and acct.balance > 0:
                interest = acct.balance * acct.rate / 12
                self._record(acct, TxKind.INTEREST, interest, "monthly interest")

    def statement(self, number):
        acct = self.accounts[number]
        lines = [f"Statement for {acct.owner} ({acct.number})"]
        running = Decimal("0.00")
        for tx in sorted(acct.history):
            running += tx.signed()
            lines.append(f"  {tx.date:%Y-%m-%d} #{tx.seq:03d} {tx.kind.name:<12} {tx.signed():>10} {running:>10}  {tx.memo}")
        lines.append(f"  {'Balance':<30}{acct.balance:>15}")
        return "\n".join(lines)

    def summary(self):
        by_kind = defaultdict(Decimal)
        for acct in self.accounts.values():
            for tx in acct.history:
                by_kind[tx.kind.name] += tx.amount
        return dict(sorted(by_kind.items()))


bank = Bank("river bank")
alice = bank.open("Alice", rate="0.05", initial="1000")
bob = bank.open("Bob", initial="50.005")
carol = bank.open("Carol")
print(alice, bob.number, carol.balance)
bank.advance(3)
bank.deposit(carol.number, "250.125", "paycheck")
bank.transfer(alice.number, bob.number, "300")
try:
    bank.transfer(bob.number, carol.number, "1000")
except RuntimeError as e:
    print(e, "<-", e.__cause__, type(e.__cause__).__name__)
bank.advance(28)
bank.accrue_interest()
bank.withdraw(bob.number, "100", "rent")
bank.advance(31)
bank.accrue_interest()
for acct in bank.accounts.values():
    print(bank.statement(acct.number))
print(bank.summary())
total = sum(a.balance for a in bank.accounts.values())
print("Total deposits:", total, type(total).__name__)
richest = max(bank.accounts.values(), key=lambda a: a.balance)
print("Richest:", richest.owner, richest.balance)
print(Transaction(datetime.date(2024, 1, 1), 1, TxKind.FEE, Decimal("1")) < Transaction(datetime.date(2024, 1, 1), 2, TxKind.DEPOSIT, Decimal("9")))
print([k.name for k in TxKind], TxKind.FEE.value, TxKind["INTEREST"], TxKind(1))
