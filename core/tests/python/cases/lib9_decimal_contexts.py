import decimal
from decimal import Decimal as D, localcontext, Context, getcontext, setcontext, BasicContext, ExtendedContext, DefaultContext
print(BasicContext.prec, BasicContext.rounding, ExtendedContext.prec, ExtendedContext.traps[decimal.InvalidOperation], DefaultContext.prec)
with localcontext(ExtendedContext):
    print(D(1) / D(0), D(0) / D(0), D(-1).sqrt(), D('1e999999999') * 10, getcontext().flags[decimal.Overflow])
with localcontext(prec=6, rounding=decimal.ROUND_UP) as c:
    print(D(1) / 3, c.prec, c.rounding)
print(getcontext().prec)
ctx = Context(prec=4, Emax=5, Emin=-3, capitals=0, clamp=1)
print(ctx.create_decimal('12345'), ctx.create_decimal('1.23456e-5') if False else '', ctx.create_decimal_from_float(0.1), repr(ctx.create_decimal('1e3')))
try:
    ctx.create_decimal('1e10')
except decimal.Overflow as e:
    print('Overflow', type(e).__mro__[1].__name__)
print(str(D('1E+2')), Context(capitals=0).to_sci_string(D('1E+2')), D('123.456').to_eng_string(), D('1E+5').to_eng_string(), D('0.000001').to_eng_string(), D('-1.2e-7').to_eng_string())
c2 = Context(prec=5); c2.traps[decimal.Inexact] = True
try:
    c2.divide(D(1), D(3))
except decimal.Inexact as e:
    print('Inexact', e)
c3 = Context(); c3.clear_flags(); c3.divide(D(1), D(3)); print(sorted(k.__name__ for k, v in c3.flags.items() if v))
print(D('1.23456789').quantize(D('1.000'), context=Context(prec=3)) if False else '', D('0.1') + D('0.2') == D('0.3'), D('1.00').sqrt(), D('0.0001').sqrt(), D(2).sqrt(Context(prec=50)))
print(D('12.5').fma(2, 3), D(10).remainder_near(3), D(11).remainder_near(3), D('7.5') % 2, D(-7) % 3, D('2').scaleb(3), D('123').rotate(1) if False else '', D('1.5').next_toward(2), D(1).next_plus(), D(1).next_minus())
print(D(255).logical_and(D(15)) if False else D('1101').logical_and(D('1011')), D('1101').logical_or(D('0011')), D('1100').logical_xor(D('0110')), D('101').logical_invert(Context(prec=5)), D('12345').shift(2), D('12345').rotate(-2))
print(D('1.23E+3').number_class(), D('-0').number_class(), D('Inf').number_class(), D('NaN').number_class(), D('1e-999999999').number_class(), D(5).radix(), D('1.0').is_canonical(), D('1e-9999999999').is_subnormal())
print(D('3.5').__round__(), round(D('3.567'), 1), round(D('-3.5')), D('2.5').__floor__() if hasattr(D, '__floor__') else '', __import__('math').floor(D('-2.5')), __import__('math').ceil(D('2.1')), D(5).conjugate(), D(5).real, D(5).imag)
print(hash(D('1.0')) == hash(1), hash(D('0.5')) == hash(0.5), D('1.0') == 1.0, D('0.1') == 0.1, D(1) < 1.5, {D('1.0'): 'a'}[1])
