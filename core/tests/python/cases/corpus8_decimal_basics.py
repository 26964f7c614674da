# Decimal arithmetic, normalisation, rounding and quantize.
from decimal import Decimal as D, ROUND_HALF_UP, ROUND_DOWN, getcontext

print(D("1.1") + D("2.2"), D(1) / D(3), D("1.30"), D("1.30").normalize(), D("-0"), D("1e3"), D("1E+3") + 0, D(0.1))
print(round(D("2.5")), round(D("3.5")), round(D("2.675"), 2), D("2.675").quantize(D("0.01")), D(10) ** 20, D("1.5").to_integral_value())
print(D("2.675").quantize(D("0.01"), rounding=ROUND_HALF_UP), D("-2.675").quantize(D("0.1"), rounding=ROUND_DOWN))
print(D("7") // D("-2"), D("7") % D("-2"), divmod(D("-7"), D("2")), D("1.000") == 1, D("0.1") + 1, 3 * D("1.5"))
print(sorted([D("1.10"), D("1.1"), D("1.05"), D(1)]), max(D("2"), D("2.0")), D("12.3400").as_tuple())
print(str(D("1E-7")), str(D("0.0000001")), str(D("100E3")), D("1e-7") * 1, repr(D("NaN")), D("Infinity") > 10**100)
getcontext().prec = 5
print(D(1) / D(7), D("123456789") + 0, D("1.23456789") * 1)
print(f"{D('3.14159'):.2f}", f"{D('1234.5'):,}", f"{D('0.000012'):e}", f"{D('12'):>6}|")
