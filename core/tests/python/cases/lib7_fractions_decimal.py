from fractions import Fraction as F
from decimal import Decimal as D, getcontext, localcontext, ROUND_HALF_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_EVEN, ROUND_UP, ROUND_HALF_DOWN, ROUND_05UP, InvalidOperation, Context, DivisionByZero
import decimal, math
print(F(3, 4) + F(1, 4), F('3/8') * 2, F(1, 3) - 1, F(7, 2) // 2, F(7, 2) % 1, F(2, 3) ** 2, F(4, 9) ** F(1, 2), 2 ** F(2))
print(F(0.1), F('0.1'), F('1.5e-3'), F(D('2.25')), F(-6, 4), F(5), repr(F(1, 3)), str(F(10, 5)))
print(F(0.1).limit_denominator(10), F(math.pi).limit_denominator(1000), F(3.14159).limit_denominator(100))
print(F(7, 3).numerator, F(7, 3).denominator, F(7, 3).as_integer_ratio(), float(F(1, 3)), int(F(-7, 2)), round(F(5, 2)), round(F(7, 2)), round(F(22, 7), 2))
print(math.floor(F(-7, 2)), math.ceil(F(-7, 2)), F(1, 2) == 0.5, F(1, 3) < 0.34, hash(F(1, 2)) == hash(0.5), F(1, 2).is_integer() if hasattr(F, 'is_integer') else '')
print(f'{F(1, 3):.5f}' if False else '', abs(F(-1, 2)), divmod(F(7, 2), F(2, 3)), F(1, 2) + 0.5, F(1, 2) + 1j)
for bad in [lambda: F(1, 0), lambda: F('abc'), lambda: F(1.5, 2), lambda: F(float('nan')), lambda: F(float('inf'))]:
    try:
        bad()
    except (ZeroDivisionError, ValueError, TypeError, OverflowError) as e:
        print(type(e).__name__, e)
print(sum(F(1, n) for n in range(1, 11)))
print(D('1.10') + D('2.205'), D('10') / D('3'), D(1) / D(7), D('2').sqrt(), D(0.1), D('1e3'), D('-0'), D('NaN'), D('-Infinity'))
print(D('7.325').quantize(D('.01')), D('7.325').quantize(D('.01'), rounding=ROUND_HALF_UP), D('7.325').quantize(D('1.'), rounding=ROUND_UP))
for mode in [ROUND_HALF_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_EVEN, ROUND_UP, ROUND_HALF_DOWN, ROUND_05UP]:
    print(mode, [str(D(x).quantize(D('0.1'), rounding=mode)) for x in ('2.25', '2.35', '-2.25', '2.51', '2.05', '-2.01')])
with localcontext() as ctx:
    ctx.prec = 5
    print(D(1) / D(3), D('123456789') + 0, D(2).sqrt(), +D('1.234567'))
    ctx.rounding = ROUND_DOWN
    print(D(2) / D(3))
print(getcontext().prec, D(1) / D(3))
print(D('1.2300').normalize(), D('100').normalize(), D('0.00').normalize(), D('1.5').to_integral_value(), D('2.5').to_integral_value(), D('-1.5').to_integral(rounding=ROUND_FLOOR))
print(D('3.14159').as_tuple(), D('-0.05').as_tuple(), D('12.5').adjusted(), D('1.23E+5').to_eng_string(), D('0.000001234').to_eng_string())
print(D('1.5').compare(D('2')), D(5).max(D(3)), D('-3').copy_abs(), D('10').ln(), D('100').log10(), D('1').exp(), D(2) ** 10, D('2') ** D('0.5'))
print(D('10.5') // 3, D('10.5') % 3, D('-7') // 2, D('-7') % 2, divmod(D('7.5'), 2), round(D('2.675'), 2), round(D('2.5')), int(D('-3.9')), float(D('0.1')))
print(D('1.1') == 1.1, D('1.5') == F(3, 2), D(1) < 1.5, D('3.0') == 3, hash(D('3.0')) == hash(3), sorted([D('2'), 1, 1.5]))
try:
    D('1') / D('0')
except DivisionByZero as e:
    print('DivisionByZero', repr(e))
try:
    D('abc')
except InvalidOperation as e:
    print('InvalidOperation', repr(e))
try:
    D('1.5').quantize(D('1e-30'), context=Context(prec=5))
except InvalidOperation as e:
    print('InvalidOperation', repr(e))
c = Context(prec=3, rounding=ROUND_HALF_EVEN)
print(c.add(D('1.234'), D('5.678')), c.divide(D(22), D(7)), c.create_decimal('3.14159'), c.power(D(2), D(100)))
print(f'{D("1234.5678"):,.2f}', f'{D("0.000123"):.2e}', f'{D("42"):08.3f}', f'{D("-1.5"):+}', f'{D("1.5"):%}')
print(D('1').fma(2, 3), D('12.3456').scaleb(2), D('1e2').is_finite(), D('nan').is_nan(), D(-0.0).is_signed(), D('5').is_zero())
print(decimal.Decimal.from_float(0.5), D((0, (1, 4), -1)), D((1, (2, 5, 0), 2)))
