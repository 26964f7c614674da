from decimal import Decimal as D, getcontext, localcontext, ROUND_DOWN, ROUND_UP, ROUND_HALF_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_05UP, InvalidOperation, DivisionByZero, Inexact, Context
print(D("1.1") + D("2.2"), D("10") / D("3"), D("1") / D("8"), D(2).sqrt(), D(10).ln(), D(1).exp(), D(1000).log10(), D("2") ** D("0.5"))
print(D("123.456").quantize(D("1.00")), D("-2.5").quantize(D("1")), D("2.5").to_integral_value(), D("7.5").to_integral_value(ROUND_DOWN))
for mode in [ROUND_DOWN, ROUND_UP, ROUND_HALF_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_05UP]:
    print(mode, [str(D(x).quantize(D("0.1"), rounding=mode)) for x in ["1.25", "-1.25", "1.05", "1.15", "-0.05"]])
print(f"{D('1234567.891'):,.2f} {D('0.000123'):e} {D('0.5'):%} {D('1e10'):f} {D('-0'):+} {D('12.3400'):g} {D('1E+2'):.3f}")
print(D("1.30") == D("1.3"), D("1.30").as_tuple(), D("0.1") == 0.1, D("0.5") == 0.5, D(1) < 1.5, hash(D("2")) == hash(2), D("1.5") + 1, 2 * D("0.25"))
print(D("1e-30") + 1, D("9" * 30) + 1, D(0.1), D.from_float(0.25), D("NaN") == D("NaN"), D("Infinity") > 10 ** 100, D("-Infinity"))
print(D("3.14159").adjusted(), D("100").normalize(), D("1.0").compare(D("1")), D("5").max(D("7")), D("-3").copy_abs(), D("12.5").scaleb(2), D("0.00").is_zero(), D("-1").is_signed())
try:
    D("1") / D("0")
except DivisionByZero as e:
    print("DivisionByZero", type(e).__mro__[1].__name__)
try:
    D("abc")
except InvalidOperation as e:
    print("InvalidOperation")
try:
    D("1.23456").quantize(D("1e-30"), context=Context(prec=5))
except InvalidOperation:
    print("quantize InvalidOperation")
with localcontext() as ctx:
    ctx.prec = 6
    ctx.rounding = ROUND_DOWN
    print(D(2) / D(3), D("1234567") + 0, +D("1.23456789"), ctx.prec)
    ctx.traps[Inexact] = True
    try:
        D(1) / D(3)
    except Inexact:
        print("inexact trapped")
print(getcontext().prec, D(2) / D(3))
print(sum(D("0.1") for _ in range(10)), D("19.99") * 3, round(D("2.675"), 2), round(D("2.5")), round(D("3.5")), int(D("-7.9")), float(D("1.1")), D("7") // D("-2"), D("7") % D("-2"), divmod(D("-7"), D("2")))
print(repr(D("1.10")), str(D("1E-7")), str(D("0.0000001")), str(D("1E+5")), D(12345).to_eng_string(), D("1.2E+7").to_eng_string(), D("123456789012345678901234567890.1234"))
print(sorted([D("1.5"), D("-2"), D("0.25"), D("1.50")]), max(D("1.5"), 1.6), min(D(3), 2.9))
