# Decimal results through the native rounding kernel (_decimal_kernel.fix) against CPython:
# every rounding mode, subnormal and overflow results, clamping, flags, and the pi series.
import decimal
from decimal import Decimal as D, Context, localcontext

def pi_decimal():
    lasts, t, s, n, na, d, da = D(0), D(3), D(3), D(1), D(0), D(0), D(24)
    while s != lasts:
        lasts = s
        n, na = n + na, na + 8
        d, da = d + da, da + 32
        t = (t * n) / d
        s += t
    return s

for prec in (1, 2, 5, 9, 19, 28, 40):
    decimal.getcontext().prec = prec
    print(prec, pi_decimal(), repr(D(1) / D(7)), D(2) / D(3) * D(3), D("123.456") * D("7.89"))
decimal.getcontext().prec = 28

modes = [decimal.ROUND_DOWN, decimal.ROUND_HALF_UP, decimal.ROUND_HALF_EVEN, decimal.ROUND_CEILING,
         decimal.ROUND_FLOOR, decimal.ROUND_UP, decimal.ROUND_HALF_DOWN, decimal.ROUND_05UP]
values = ["1.25", "1.35", "-1.25", "-1.35", "2.5", "-2.5", "1.0500001", "0.04999", "9.99", "-9.99",
          "1.51", "12345.5", "7.000001", "1.005", "0.000"]
for mode in modes:
    ctx = Context(prec=2, rounding=mode)
    row = []
    for v in values:
        r = ctx.plus(D(v))
        row.append(str(r))
    print(mode, " ".join(row), sorted(k.__name__ for k, on in ctx.flags.items() if on))

ctx = Context(prec=3, Emin=-5, Emax=5, traps=[])
for expr in ["1E-7", "1.234E-6", "9.999E+5", "1.23E+6", "0E-10", "0E+10", "5E-9", "-1.5E-8"]:
    ctx.clear_flags()
    r = ctx.plus(D(expr))
    print(expr, r, sorted(k.__name__ for k, on in ctx.flags.items() if on))
ctx = Context(prec=3, Emin=-5, Emax=5, clamp=1, traps=[])
for expr in ["1E+5", "1.2E+4", "0E+9", "123"]:
    ctx.clear_flags()
    print(expr, ctx.plus(D(expr)), sorted(k.__name__ for k, on in ctx.flags.items() if on))
for rounding in (decimal.ROUND_FLOOR, decimal.ROUND_DOWN, decimal.ROUND_HALF_UP):
    ctx = Context(prec=3, Emax=5, rounding=rounding, traps=[])
    print(rounding, ctx.multiply(D("999"), D("999999")), ctx.multiply(D("-999"), D("999999")))
with localcontext() as c:
    c.prec = 50
    print(D(2).sqrt(), D(1) / D(3) + D(10) ** 30, D("1e-100") * D("1e-100"))
    c.traps[decimal.Inexact] = True
    try:
        D(1) / D(3)
    except decimal.Inexact as e:
        print("trapped", type(e).__name__)
print(D(10) ** 40 + D("0.5"), D("1" * 60) * D("9" * 60), D(12345678901234567890) / 7)
print(D("1.10") == D("1.1"), D("1.10") != D("1.1"), D("-0") == D("0"), D(-5) != D(-5), D(3) == 3)
