from datetime import date, datetime
from decimal import Decimal
from dataclasses import dataclass

name = "Ada"
score = 93.456
items = ["x", "yy", "zzz"]
ratio = 0.4567
n = 1234567
d = date(2024, 2, 29)
print(f"{name=}, {score=:.1f}, {len(items)=}, {n = :,}, {ratio=:.1%}")
print(f"{name!r:>8}|{name!s:<8}|{name!a}|{'café'!a}|{items!r}")
print(f"{'nested ' + name.upper():^20}|{score:{'>'}{12}.{2}f}|{n:{'_' if n > 1000 else ''}}")
width, prec = 10, 3
print(f"[{score:{width}.{prec}f}] [{score:<{width}.{prec}e}] [{-score:^+{width}.1f}] [{int(score):#{width}x}]")
print(f"{d:%Y-%m-%d} {d:%a %d %b} {datetime(2024, 1, 5, 14, 7, 9):%H:%M:%S %p} {d!s} {d!r}")
print(f"{Decimal('1234.5678'):,.2f} {Decimal('-0.000123'):.2e} {Decimal('7'):08.3f} {Decimal('2.5'):.0f} {Decimal('3.5'):.0f}")
print(f"{3 + 4j!s:>10} {True:d} {False!r} {None!s:>6} {b'x'!r} {1e100:.3g} {float('nan'):>6} {-float('inf'):<6}|")
print(f"{'multi' if n > 10 else 'single'} {[x * 2 for x in range(3)]} {{literal}} {dict(a=1)['a']} {(lambda v: v ** 2)(7)}")
print(f"{'tab':\t>6}|{'left':*<10}|{42:=+8}|{-42:=8}|{42:08,}|{1234567.0:012,.1f}")
print(f"{0.1 + 0.2!r} {0.1 + 0.2} {1 / 7:.15g} {2 ** 0.5:.17f} {100.0:g} {1e-4:g} {123456.0:g} {1234567.0:g}")
print(f"{'%'}{5}%{{}} {'a' 'b'} {'{'}x{'}'}", "{0:>{1}}".format("r", 4), "{:%}".format(0.25), "{!r:^9}".format("q"))
rows = [("Alice", 34, 72000.5), ("Bob", 5, 0.0), ("Christopher", 101, -1500.125)]
hdr = f"{'Name':<12}{'Age':>5}{'Salary':>14}"
print(hdr, "-" * len(hdr), sep="\n")
for nm, age, sal in rows:
    flag = "!" if sal < 0 else ""
    print(f"{nm[:10] + ('…' if len(nm) > 10 else ''):<12}{age:>5}{sal:>14,.2f}{flag}")
print(f"{'Total':<12}{sum(r[1] for r in rows):>5}{sum(r[2] for r in rows):>14,.2f}")


@dataclass
class Money:
    amount: Decimal
    cur: str = "EUR"

    def __format__(self, spec):
        sym = {"EUR": "€", "USD": "$", "GBP": "£"}[self.cur]
        if spec == "code":
            return f"{self.amount:.2f} {self.cur}"
        return f"{sym}{self.amount:{spec or ',.2f'}}"


m = Money(Decimal("1234.5"))
print(f"{m} | {m:code} | {m:>12,.1f} | {Money(Decimal('3'), 'GBP')} | {m!r}")
print(format(m), format(m, "code"), "{:code}".format(Money(Decimal("0.5"), "USD")), "{0.cur}-{0.amount}".format(m))
table = {"alpha": 1.5, "beta": 22.25, "gamma": 333.125}
kw = max(map(len, table))
for k, v in table.items():
    print(f"{k:.<{kw + 3}}{v:>8.2f}{'':>2}{'#' * int(v // 20)}")
x = 5
print(f"{x:>{x}}|{x:<{x}}|{x:^{x}}|{f'{x:03}':>6}|{x!r:>3}")
print("%(name)s scored %(score).2f (%(pct)d%%)" % {"name": name, "score": score, "pct": 93}, "%5.1f|%-5d|%+d|%e" % (2.25, 7, 3, 12345.678))
try:
    f"{score:d}"
except ValueError as e:
    print("ValueError:", e)
try:
    "{} {}".format(1)
except IndexError as e:
    print("IndexError:", e)
try:
    f"{name:>5.2d}"
except ValueError as e:
    print("ValueError:", e)
