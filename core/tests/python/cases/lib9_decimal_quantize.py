import decimal
from decimal import Decimal as D, localcontext, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_HALF_DOWN, ROUND_05UP
x = D('2.675')
for r in [ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_HALF_DOWN, ROUND_05UP]:
    print(r, x.quantize(D('0.01'), rounding=r), (-x).quantize(D('0.01'), rounding=r), D('2.5').quantize(D('1'), rounding=r))
print(D('1234.5678').quantize(D('1E2')), D('1.2').quantize(D('0.0001')), D('123').quantize(D('1e1')), D('0.125').quantize(D('.01')))
try:
    D('1e30').quantize(D('0.01'))
except decimal.InvalidOperation as e:
    print('InvalidOperation', e)
with localcontext() as ctx:
    ctx.prec = 5
    print(D(1) / D(7), D('1.23456789') + 0, D(2).sqrt(), ctx.prec)
    ctx.rounding = ROUND_DOWN
    print(D(2) / D(3), D('-2') / D(3))
print(D(1) / D(7), decimal.getcontext().prec)
c = decimal.Context(prec=3, rounding=ROUND_HALF_UP)
print(c.divide(D(10), D(3)), c.add(D('1.005'), 0), c.multiply(D('1.25'), D('1.25')), c.sqrt(D(10)), c.power(D(2), 10), c.plus(D('2.345')))
print(D('1.30').normalize(), D('100').normalize(), D('0.00').normalize(), D('1E+2').to_integral_value(), D('2.5').to_integral_value(), D('-2.5').to_integral_exact(rounding=ROUND_HALF_UP))
print(D('3.14159').as_tuple(), D('-0').as_tuple(), D('1.5').as_integer_ratio(), D('12.34').adjusted(), D('0.001').adjusted(), D('12.340').scale if False else '')
print(D('1.1') + D('2.2'), D('1.1') * 3, D(7) // D(2), D(-7) // D(2), D(-7) % D(2), divmod(D(7), D(-2)), D(2) ** D('0.5'), D(10) ** -2)
print(round(D('2.675'), 2), round(D('2.5')), round(D('3.5')), round(D('-0.5')), int(D('-3.9')), float(D('1.1')), D('1.10') == D('1.1'), D(0.1))
print(D('NaN').is_nan(), D('-Inf').is_infinite(), D('sNaN').is_snan(), D('0').is_zero(), D('-1').is_signed(), D('1.0').compare(D(1)), D('1').compare_total(D('1.0')))
print(D('1.2345').max(D('1.3')), D('5').min(D('-5')), D('-3').copy_abs(), D('3').copy_negate(), D('3').copy_sign(D('-1')), D(12).logb(), D('1.5').exp(), D(100).log10(), D(10).ln())
print(f'{D("1234567.891"):,.2f}', f'{D("0.5"):%}', f'{D("1e-10"):e}', f'{D("12.5"):g}', f'{D("-1.5"):+.3f}', format(D('1.23e5'), 'f'), str(D('1e-7')), str(D('1.0e6')), repr(D('-0.00')))
try:
    D(1) / D(0)
except decimal.DivisionByZero as e:
    print('DivisionByZero', type(e).__mro__[1].__name__)
try:
    D('abc')
except decimal.InvalidOperation as e:
    print('InvalidOperation', e)
ctx = decimal.Context(traps=[]); print(ctx.divide(D(1), D(0)), ctx.divide(D(0), D(0)), ctx.flags[decimal.DivisionByZero])
print(sum([D('0.1')] * 10), D('0.1') * 10 == 1, sorted([D('1.5'), D(1), D('-2')]), max(D(1), 1.5))
