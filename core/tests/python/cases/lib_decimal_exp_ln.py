# Transcendental functions: correctly rounded at several precisions.
from decimal import Decimal, getcontext, localcontext, Inexact, Rounded

for s in ["1", "2", "0.5", "-1", "10", "-7.25", "1E-10", "123.456", "0"]:
    d = Decimal(s)
    print(s, d.exp())
for s in ["2", "10", "0.5", "1", "1.000", "123456789", "1E-20", "3.14159"]:
    d = Decimal(s)
    print(s, d.ln(), d.log10())
print(Decimal(1000).log10(), Decimal("0.001").log10(), Decimal("1E+10").log10())
for prec in (5, 12, 40, 70):
    with localcontext() as ctx:
        ctx.prec = prec
        print(prec, Decimal(1).exp(), Decimal(2).ln(), Decimal(7).log10())
        print(ctx.flags[Inexact], ctx.flags[Rounded])
print(Decimal("-Infinity").exp(), Decimal("Infinity").exp(), Decimal(0).ln(), Decimal("Infinity").log10())
print(getcontext().exp(Decimal(3)), getcontext().ln(Decimal(3)), getcontext().log10(Decimal(3)))
