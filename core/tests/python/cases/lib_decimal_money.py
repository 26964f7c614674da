# How people use decimal for money: quantize, rounding modes, sums and formatting.
from decimal import Decimal, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_DOWN, ROUND_CEILING, localcontext

CENT = Decimal("0.01")
prices = [Decimal("19.99"), Decimal("5.05"), Decimal("0.10"), Decimal("100")]
subtotal = sum(prices)
tax = (subtotal * Decimal("0.0825")).quantize(CENT, rounding=ROUND_HALF_UP)
print(subtotal, tax, subtotal + tax)
for r in (ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_DOWN, ROUND_CEILING):
    print(r, [str(Decimal(x).quantize(CENT, rounding=r)) for x in ("2.675", "2.665", "-2.675", "1.001")])
share = (Decimal(100) / 3).quantize(CENT)
print(share, share * 3, Decimal(100) - share * 2)
print(f"{Decimal('1234567.891'):,.2f} {Decimal('-0.5'):+.1%} {Decimal('42'):>10} {Decimal('3.14159'):.3}")
with localcontext() as ctx:
    ctx.prec = 6
    print(Decimal(1) / 7, Decimal("123456789").normalize(), Decimal("1.2300").normalize())
print(Decimal("1.20").as_tuple(), Decimal("-0.005").as_tuple(), Decimal("12.50").to_integral_value())
print(round(Decimal("2.5")), round(Decimal("3.14159"), 2), int(Decimal("-7.9")), float(Decimal("0.1")))
print(Decimal("7.00").sqrt(), Decimal("2").sqrt(), Decimal("0.0001").sqrt(), Decimal(144).sqrt())
print(sorted([Decimal("1.5"), Decimal("-2"), Decimal("1.50"), Decimal("0")]))
print(max(Decimal("1"), Decimal("1.0")), Decimal("1").max(Decimal("1.0")), Decimal("5") == 5, Decimal("0.5") == 0.5)
