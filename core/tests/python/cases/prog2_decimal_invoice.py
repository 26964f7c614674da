"""Invoices in Decimal: line items, tax rounding, discounts, currency formatting, contexts."""
from decimal import Decimal, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_DOWN, localcontext, InvalidOperation, DivisionByZero
from dataclasses import dataclass, field

CENT = Decimal("0.01")


def money(d):
    q = d.quantize(CENT, rounding=ROUND_HALF_UP)
    sign = "-" if q < 0 else ""
    whole, frac = f"{abs(q):.2f}".split(".")
    return f"{sign}${int(whole):,}.{frac}"


@dataclass
class Line:
    sku: str
    qty: int
    unit: Decimal
    tax_rate: Decimal = Decimal("0.0825")

    @property
    def net(self):
        return self.unit * self.qty

    @property
    def tax(self):
        return (self.net * self.tax_rate).quantize(CENT, rounding=ROUND_HALF_UP)


@dataclass
class Invoice:
    number: str
    lines: list = field(default_factory=list)
    discount_pct: Decimal = Decimal(0)

    def add(self, sku, qty, unit, **kw):
        self.lines.append(Line(sku, qty, Decimal(unit), **kw))

    def totals(self):
        net = sum((l.net for l in self.lines), Decimal(0))
        discount = (net * self.discount_pct / 100).quantize(CENT, rounding=ROUND_DOWN)
        tax = sum((l.tax for l in self.lines), Decimal(0))
        return net, discount, tax, net - discount + tax

    def render(self):
        print(f"INVOICE {self.number}")
        for l in self.lines:
            print(f"  {l.sku:<10}{l.qty:>4} x {money(l.unit):>10} = {money(l.net):>12}  tax {money(l.tax)}")
        net, disc, tax, total = self.totals()
        for label, v in [("net", net), ("discount", -disc), ("tax", tax), ("TOTAL", total)]:
            print(f"  {label:>30}: {money(v):>12}")


inv = Invoice("2024-0042", discount_pct=Decimal("7.5"))
inv.add("WIDGET", 12, "19.99")
inv.add("GADGET", 3, "149.50")
inv.add("SERVICE", 1, "1250.00", tax_rate=Decimal("0"))
inv.add("BOLT", 1000, "0.035")
inv.render()

# Splitting a bill so the cents add up.
total = Decimal("100.00")
n = 3
share = (total / n).quantize(CENT, rounding=ROUND_DOWN)
shares = [share] * n
shares[0] += total - share * n
print(shares, sum(shares))

print([str(Decimal(x).quantize(CENT, rounding=ROUND_HALF_EVEN)) for x in ["0.125", "0.135", "2.675", "-1.005"]])
print(Decimal("1.10") + Decimal("2.20"), Decimal("3.0") * Decimal("1.50"), Decimal("10") / Decimal("4"))
print(Decimal("123.4500").normalize(), Decimal("1E+2").to_integral_value(), Decimal("-0.00"))
print(Decimal(0.1) == Decimal("0.1"), Decimal("0.1").as_tuple())
with localcontext() as ctx:
    ctx.prec = 6
    print(Decimal(1) / Decimal(7), Decimal(2).sqrt())
    ctx.traps[DivisionByZero] = False
    print(Decimal(1) / Decimal(0))
for bad in ["12.3.4", "abc"]:
    try:
        Decimal(bad)
    except InvalidOperation as e:
        print("InvalidOperation", type(e).__mro__[1].__name__)
try:
    Decimal(5) / 0
except DivisionByZero as e:
    print("DivisionByZero", isinstance(e, ZeroDivisionError))
print(f"{Decimal('1234567.891'):,.2f}", f"{Decimal('0.5'):%}", f"{Decimal('12.5'):>10.3f}|")
