# Powers: integral exponents exactly, others through exp/ln, infinities and zeros.
from decimal import Decimal, localcontext, getcontext, InvalidOperation, ROUND_DOWN, ROUND_UP

cases = [("2", "0.5"), ("4", "0.5"), ("1.5", "-2.5"), ("10", "-2"), ("1.1", "10"),
         ("0.5", "Infinity"), ("2", "-Infinity"), ("1", "Infinity"), ("-8", "3"),
         ("-2", "-3"), ("0", "-1"), ("-0", "-3"), ("Infinity", "-2"), ("1.0", "3"),
         ("9", "1.5"), ("100", "0.25"), ("3", "100"), ("7", "-0.3")]
for a, b in cases:
    print(a, b, Decimal(a) ** Decimal(b))
print(Decimal(2) ** 100, Decimal("1.01") ** 365)
for rounding in (ROUND_DOWN, ROUND_UP):
    with localcontext(prec=10, rounding=rounding):
        print(rounding, Decimal(2) ** Decimal("0.5"), Decimal(3) ** -5, Decimal(16) ** Decimal("0.25"))
print(getcontext().power(Decimal(3), Decimal(200), Decimal(1000007)))
print(getcontext().power(-3, 3, 7), getcontext().power(Decimal("3.0"), 2, 7))
with localcontext() as ctx:
    ctx.traps[InvalidOperation] = False
    print(Decimal(-2) ** Decimal("0.5"), Decimal(0) ** 0)
    print(ctx.flags[InvalidOperation])
try:
    Decimal(-4) ** Decimal("0.5")
except InvalidOperation as e:
    print("InvalidOperation", e)
