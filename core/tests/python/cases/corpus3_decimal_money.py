from decimal import Decimal, ROUND_HALF_UP, ROUND_DOWN, getcontext, localcontext, InvalidOperation

prices = [Decimal("19.99"), Decimal("5.01"), Decimal("0.10"), Decimal("100")]
subtotal = sum(prices)
tax = (subtotal * Decimal("0.0825")).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
print(subtotal, tax, subtotal + tax)
print(Decimal("0.1") + Decimal("0.2") == Decimal("0.3"), 0.1 + 0.2 == 0.3)
print(Decimal(0.1), Decimal("1.10") * 3, Decimal("7") / Decimal("3"))
with localcontext() as ctx:
    ctx.prec = 50
    print(Decimal(2).sqrt())
    print(Decimal(1) / Decimal(7))
print(getcontext().prec, Decimal("2.675").quantize(Decimal("0.01")), Decimal("2.665").quantize(Decimal("0.01"), ROUND_HALF_UP))
print(Decimal("123.456").quantize(Decimal("1"), rounding=ROUND_DOWN), round(Decimal("2.5")), round(Decimal("3.14159"), 3))
print(Decimal("-0"), Decimal("1e3"), Decimal("1E+3") + 0, Decimal("100").normalize(), Decimal("0.00").normalize())
print(Decimal("3.50").as_tuple(), Decimal("-1.5").copy_abs(), Decimal("12.345").to_integral_value())
print(f"{Decimal('1234.5'):,.2f}", f"{Decimal('0.000123'):.2e}", format(Decimal("42"), ">8"))
try:
    Decimal("abc")
except InvalidOperation as e:
    print("InvalidOperation", type(e).__mro__[1].__name__)
print(Decimal("10") // Decimal("3"), Decimal("-10") % Decimal("3"), divmod(Decimal("7.5"), 2))
print(Decimal("1.0") == 1, Decimal("0.5") < 0.6, hash(Decimal("2.0")) == hash(2), int(Decimal("9.99")), float(Decimal("1.25")))
print(sorted([Decimal("1.1"), Decimal("-2"), Decimal("1.10"), Decimal("0")]), Decimal("NaN").is_nan(), Decimal("Infinity") > 10**100)
def split_bill(total, n):
    total = Decimal(total)
    share = (total / n).quantize(Decimal("0.01"), rounding=ROUND_DOWN)
    rest = total - share * n
    return [share + (Decimal("0.01") if i < rest * 100 else 0) for i in range(n)]
print(split_bill("100.00", 3), sum(split_bill("100.00", 3)))
print(split_bill("10", 7))
