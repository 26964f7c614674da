import decimal
from decimal import Decimal as D, Context, localcontext, Inexact, Rounded, DivisionByZero, InvalidOperation, Overflow, Underflow, Clamped, Subnormal, FloatOperation, ROUND_HALF_UP, ROUND_HALF_EVEN, BasicContext, ExtendedContext, DefaultContext
ctx = Context(prec=6, traps=[DivisionByZero])
print(ctx.divide(D(1), D(3)), ctx.flags[Inexact], ctx.flags[Rounded])
ctx.clear_flags(); print(ctx.flags[Inexact], sorted(k.__name__ for k, v in ctx.traps.items() if v))
print(ExtendedContext.divide(D(1), D(0)), ExtendedContext.sqrt(D(-1)), ExtendedContext.prec, BasicContext.prec, BasicContext.rounding)
with localcontext(ExtendedContext) as c:
    print(D(1) / D(0), D(0) / D(0), D(-1).sqrt(), c.flags[DivisionByZero])
with localcontext(prec=3, rounding=ROUND_HALF_UP) if False else localcontext() as c:
    c.prec = 3; c.rounding = ROUND_HALF_UP
    print(D('1.005') + 0, D('2.345') * 1, D('0.125').quantize(D('0.01')), +D('999.5'))
with localcontext() as c:
    c.traps[Inexact] = True
    try:
        D(1) / D(3)
    except Inexact as e:
        print('Inexact', repr(e))
    print(D(1) / D(4))
with localcontext() as c:
    c.Emax = 10; c.Emin = -10
    try:
        D('9e10') * 10
    except Overflow as e:
        print('Overflow', repr(e))
    c.traps[Overflow] = False
    print(D('9e10') * 100, D('1e-10') / 1000, c.flags[Underflow], c.flags[Subnormal])
    print(c.Etiny(), c.Etop(), c)
print(D('1.30') + D('1.20'), D('1.3') * D('1.2'), D('1.00') / D('3'), D('100') / D('4'), D('1E+2') + 0, D('12') / D('0.3'))
print(D('0.1') * 3 == D('0.3'), 0.1 * 3 == 0.3, sum([D('0.1')] * 10), D('-0') + D('0'), D('-0') * 1, -D('0'))
print(D(1).is_canonical(), D('1.0').compare_total(D('1.00')), D('1.0') == D('1.00'), D('NaN') == D('NaN'), D('sNaN').is_snan(), D('inf') > 10**100)
try:
    D('NaN') < 1
except InvalidOperation as e:
    print('InvalidOperation', repr(e))
try:
    D('sNaN') + 1
except InvalidOperation as e:
    print('InvalidOperation', repr(e))
with localcontext() as c:
    c.traps[FloatOperation] = True
    try:
        D(0.5)
    except FloatOperation as e:
        print('FloatOperation', repr(e))
    try:
        D('1.5') < 1.5
    except FloatOperation as e:
        print('FloatOperation', repr(e))
    print(D('1.5') == 1.5)
print(D('12345.678').quantize(D('1e2')), D('12345.678').quantize(D('1E+2')).to_eng_string(), D('-1.5E-7').to_eng_string(), str(D('0.00000001')), str(D('123E+3')), repr(D('1e-7')))
print(D(10).sqrt(), D(2).ln(), D('1e-5').log10(), D(3).exp(), D(2) ** D('0.5'), D(10) ** -2, D('1.1') ** 20)
print(D('1.23456789').quantize(D('0.0001'), rounding=decimal.ROUND_DOWN), round(D('1.23456789'), 3), round(D('-2.5')), round(D('3.5')), D('7').remainder_near(2), D('-7') % 3, D('7') % -3)
print(D('3.75').to_integral_exact(), D('123.456').logb(), D('0.5').next_plus(), D(1).next_minus(), D('1').next_toward(2), D('5').copy_negate(), D('5').copy_sign(D('-1')))
print(D(123).same_quantum(D('1')), D('1.0').same_quantum(D('1')), D('12.30').canonical(), D('1').radix(), D('101').logical_and(D('110')), D('5').number_class(), D('-inf').number_class())
print(DefaultContext.prec, DefaultContext.rounding, decimal.getcontext().Emax, decimal.MAX_PREC, decimal.HAVE_CONTEXTVAR)
print(sum(D(x) for x in ['19.99', '5.01', '0.10']) * D('1.0825'), (D('19.99') * D('1.0825')).quantize(D('0.01'), ROUND_HALF_UP))
