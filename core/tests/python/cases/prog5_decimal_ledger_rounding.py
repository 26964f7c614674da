# bank ledger with decimal: quantize, rounding modes, contexts, signals
from decimal import Decimal as D, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_DOWN, localcontext, InvalidOperation, DivisionByZero, getcontext, Inexact
import decimal

CENT = D("0.01")
class Ledger:
    def __init__(self, opening):
        self.entries = [("opening", D(opening))]
    def post(self, memo, amount):
        amt = D(amount).quantize(CENT, rounding=ROUND_HALF_UP)
        self.entries.append((memo, amt))
        return amt
    @property
    def balance(self):
        return sum((a for _, a in self.entries), D(0))
    def report(self):
        run = D(0)
        for memo, a in self.entries:
            run += a
            print(f"{memo:<14}{a:>10,.2f}{run:>12,.2f}")

L = Ledger("1000.00")
L.post("rent", "-725.505")
L.post("salary", "2333.335")
L.post("coffee", D("-3.1") * 3)
L.post("interest", L.balance * D("0.0125") / 12)
L.report()
print("balance", L.balance, repr(L.balance))
for mode in (ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_DOWN, decimal.ROUND_CEILING, decimal.ROUND_FLOOR, decimal.ROUND_05UP):
    print(mode, [str(D(x).quantize(D("0.1"), rounding=mode)) for x in ("2.25", "2.35", "-2.25", "2.01", "2.51")])
with localcontext() as ctx:
    ctx.prec = 6
    print(D(1) / D(7), D(2).sqrt(), D(10).ln(), D("1.23456789") + 0)
    ctx.traps[Inexact] = True
    try:
        D(1) / D(3)
    except Inexact as e:
        print("inexact trapped", type(e).__name__)
print(getcontext().prec, D(1) / D(7))
for expr in ("D(1)/0", "D(0)/0", "D('abc')", "D('1e5').quantize(D('1e-30'))", "D('nan') < 1", "int(D('inf'))"):
    try:
        print(expr, "->", eval(expr))
    except Exception as e:
        print(expr, "!", type(e).__name__, isinstance(e, ArithmeticError))
print(D("1.10") == D("1.1"), hash(D("1.5")) == hash(1.5), D("0.1") + D("0.2") == D("0.3"))
print(D("123.4500").normalize(), D("1E+3").normalize(), D("-0"), D("5.000").as_tuple())
print(D(0.1), D("3.14159").to_integral_value(), round(D("2.675"), 2), round(D("7.5")), format(D("1234.5"), ".3e"))
print(D("7").compare(D("5")), D("-3.5").copy_abs(), D("2").max(D("3")), D("1.5").adjusted(), D("12345").adjusted())
print(sorted([D("1.5"), D("-2"), D("0.25"), D("1.50")]), min(D("1"), D("1.0")), sum([D("0.1")] * 10))
print("{:f} {:e} {:%} {:g}".format(D("1.5e-3"), D("12345.678"), D("0.256"), D("0.0000123")))
