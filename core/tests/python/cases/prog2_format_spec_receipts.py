"""Receipt printing that exercises the format-spec mini-language and custom __format__."""
from datetime import date
from decimal import Decimal


class Money:
    def __init__(self, cents, cur="USD"):
        self.cents, self.cur = cents, cur

    def __format__(self, spec):
        sym = {"USD": "$", "EUR": "€", "GBP": "£"}[self.cur]
        spec, _, style = spec.partition(";")
        text = f"{sym}{abs(self.cents) / 100:,.2f}"
        if self.cents < 0:
            text = f"({text})" if style == "acct" else "-" + text
        return format(text, spec)

    def __repr__(self):
        return f"Money({self.cents}, {self.cur!r})"


ITEMS = [("Espresso", 2, 350), ("Croissant au beurre", 1, 425), ("Gift card", 1, 5000), ("Refund: cup", 1, -150)]
W = 40
print(f"{'CAFÉ LUMIÈRE':^{W}}")
print(f"{date(2024, 3, 9):%A, %d %B %Y}".center(W, "·"))
print(f"{'-' * W}")
total = 0
for name, qty, cents in ITEMS:
    line = qty * cents
    total += line
    label = name if len(name) <= 22 else name[:21] + "…"
    print(f"{label:<22}{qty:>3} x{Money(cents):>7} {Money(line):>6;acct}")
print(f"{'':-<{W}}")
tax = round(total * 0.0825)
for label, v in [("Subtotal", total), ("Tax 8.25%", tax), ("TOTAL", total + tax)]:
    print(f"{label:>28}{Money(v):>12}")
print(f"{'Paid by card ending':<28}{'4242':*>12}")
print()
n, neg, f = 1234567.891, -42, 0.000123
print(f"[{n:,.2f}] [{n:_.1f}] [{n:15,.3f}] [{n:<15.1f}] [{n:e}] [{n:.3E}] [{n:g}] [{f:g}] [{f:.2%}]")
print(f"[{neg:+d}] [{42:+d}] [{42: d}] [{neg:=8d}] [{42:08d}] [{-3.5:010.2f}] [{42:^8}] [{42:*^9}]")
print(f"[{255:b}] [{255:#b}] [{255:o}] [{255:#o}] [{255:x}] [{255:#X}] [{255:#010x}] [{65:c}] [{1234567:,d}] [{1234567:_x}]")
print(f"[{'left':<8}] [{'right':>8}] [{'mid':^9}] [{'trunc':.3}] [{'pad':_<6.2}] [{True!s:>6}] [{'q'!r:>5}] [{'é'!a}]")
print("{0:{fill}{align}{width}}|{1:>{w2}.{p}f}".format("x", 3.14159, fill="~", align=">", width=6, w2=8, p=3))
print("{name} has {0} items; {name!r} {obj.real} {lst[1]}".format(3, name="Bo", obj=2 + 5j, lst=[7, 8]))
print("%-8s|%6.2f|%04d|%x|%o|%e|%r|%%|%c" % ("pct", 2.5, 7, 255, 8, 12345.678, "r", 65))
print("%(a)s + %(b)d" % {"a": "one", "b": 2}, "%5.1f%%" % 99.44, "%+.1e" % -0.00012)
print(format(Decimal("1234.5"), ",.2f"), format(Decimal("-0.5"), "+.0f"), f"{Decimal('12.345'):>10.1f}|", f"{1e100:.3g}", f"{float('nan'):>6}", f"{float('-inf'):+}")
print(f"{'{'}{{literal}}{'}'}", f"{3 + 4=}", f"{'nested':{'>'}{10}}", f"{len('abc')!r:>4}", f"{ {'a': 1}['a'] }")
print(format(12345.6789, ".2f"), format(0.5, ".0f"), format(1.5, ".0f"), format(2.5, ".0f"), round(2.675, 2), format(1e-7, "f"), format(123456789, "e"))
for bad in ["{:d}".format, "{:,s}".format, "{:=s}".format, "{0:x}".format, "{:.2d}".format]:
    try:
        print(bad("text" if bad.__self__ != "{0:x}" else 1.5))
    except ValueError as e:
        print("ValueError", e)
for spec in ["z.2f", "#.0f", ".0e"]:
    print(format(-0.0001, spec) if spec.startswith("z") else format(3.0, spec))
try:
    f"{Money(1):>6;acct}" + format(Money(1), "q")
except ValueError as e:
    print("ValueError", e)
try:
    "{} {1}".format(1, 2)
except ValueError as e:
    print("ValueError", e)
try:
    "{0[x]}".format([1])
except TypeError as e:
    print("TypeError", e)
