from decimal import Decimal as D, getcontext, localcontext, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, InvalidOperation, DivisionByZero
import decimal
print(D("1.1") + D("2.2"), D("0.1") * 3, D(1) / D(7), D("10") / D("4"), D("-7") // D("2"), D("-7") % D("2"), divmod(D("7.5"), 2))
print(D(0.1), D("1.23E+5"), D("1e-10"), D("0.000001"), D("0.0000001"), D(-0.0), D("123.4500").normalize(), D("100").normalize())
for r in [ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR]:
    print(r, [str(D(x).quantize(D("0.1"), rounding=r)) for x in ["1.25", "1.35", "-1.25", "1.2000001"]])
print(round(D("2.675"), 2), round(D("2.5")), round(D("3.5")), round(D("-2.5")), type(round(D("2.5"))).__name__)
with localcontext() as ctx:
    ctx.prec = 5
    print(D(1) / D(3), D("123456789") + 0, D(2).sqrt())
print(getcontext().prec, D(2).sqrt(), D(10).ln(), D(100).log10(), D(2) ** 10, D(2) ** D("0.5"), D("1.5").exp())
print(D("3.14159").as_tuple(), D("-0").is_signed(), D("NaN").is_nan(), D("Infinity") > 10**100, D("1.30").compare(D("1.3")))
print(D("12.345").quantize(D("1")), D("12.5").to_integral_value(), D("1234.5678").scaleb(-2), D("5").max(D("7")), D("-3").copy_abs())
print(f"{D('1234.5678'):,.2f}", f"{D('0.5'):%}", f"{D('1e5'):f}", f"{D('-1.5'):+.3e}", format(D("123.456"), ">12.1f"))
print(D("1.0") == 1, D("0.5") == 0.5, D("0.1") == 0.1, hash(D("1.0")) == hash(1), D(3) < 3.5, sorted([D("1.1"), 1, 0.5]))
print(int(D("-7.9")), float(D("1.5")), D("7.25").as_integer_ratio(), D.from_float(0.25), str(D("1E+2")), repr(D("1E+2")))
for expr in [lambda: D(1) / 0, lambda: D("abc"), lambda: D(0) / 0, lambda: D("1") + "1"]:
    try:
        print(expr())
    except (InvalidOperation, DivisionByZero, TypeError) as e:
        print(type(e).__name__, isinstance(e, ArithmeticError))
prices = [D("19.99"), D("5.01"), D("0.10")]
subtotal = sum(prices)
tax = (subtotal * D("0.0825")).quantize(D("0.01"), ROUND_HALF_UP)
print(subtotal, tax, subtotal + tax, sum(prices, D("0")) / len(prices))
print(D("1.000").adjusted(), D("0.0012").adjusted(), D(5).fma(2, 3), D("2.50").quantize(D("0.1")), D("-0.00"), D("0E-3") + 0)
