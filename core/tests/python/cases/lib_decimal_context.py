from decimal import Decimal, Context, localcontext, getcontext, setcontext, BasicContext, ExtendedContext, DefaultContext, ROUND_HALF_UP, ROUND_FLOOR, Inexact, DivisionByZero, InvalidOperation, Overflow
ctx = Context(prec=5, rounding=ROUND_HALF_UP)
print(ctx)
print(ctx.add(Decimal("1.23456"), Decimal("1")), ctx.divide(1, 3), ctx.sqrt(Decimal(2)), ctx.flags[Inexact])
with localcontext(prec=3) as c:
    print(Decimal(2) / 3, c.prec)
print(Decimal(2) / 3)
with localcontext(ExtendedContext):
    print(Decimal(1) / 0, Decimal(0) / 0, Decimal(-1).sqrt())
try:
    Decimal(1) / 0
except DivisionByZero as e:
    print("DivisionByZero", isinstance(e, ZeroDivisionError))
c = getcontext().copy()
c.traps[Inexact] = True
try:
    c.divide(Decimal(1), Decimal(3))
except Inexact:
    print("Inexact trapped")
print(BasicContext.prec, BasicContext.rounding, ExtendedContext.traps[InvalidOperation], DefaultContext.Emax)
c2 = Context(prec=3, Emax=5, Emin=-5, traps=[])
print(c2.multiply(Decimal(999), Decimal(1000)), c2.flags[Overflow], c2.create_decimal("1.23456"), c2.Etiny(), c2.Etop())
c3 = Context(prec=4, rounding=ROUND_FLOOR)
print(c3.create_decimal_from_float(0.1), c3.to_sci_string(Decimal("1E+7")), c3.to_eng_string(Decimal("1.5E+7")))
setcontext(Context(prec=10))
print(Decimal(1) / 7, getcontext().prec)
setcontext(DefaultContext)
print(Decimal(1) / 7)
