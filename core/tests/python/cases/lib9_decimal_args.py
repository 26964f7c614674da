import decimal
from decimal import Decimal as D, Context
tests = [
    lambda: D('1').quantize(5), lambda: D(1.5, 2), lambda: D('1.5').quantize(D('0.1'), 'ROUND_UP'),
    lambda: D(1).quantize(1, decimal.ROUND_UP, 5), lambda: D(1).sqrt(5), lambda: D(1).compare(2, 3),
    lambda: D(2).quantize(1.5), lambda: D(1).quantize(D('1'), 'bogus'), lambda: D(2).max('1'),
    lambda: D('2.5').to_integral_value('nearest'), lambda: D('2.5').to_integral_value(decimal.ROUND_HALF_UP),
    lambda: D('2.5').to_integral_exact(decimal.ROUND_FLOOR), lambda: D(2).sqrt(Context(prec=4)), lambda: D(7).ln(context=Context(prec=3)),
    lambda: D('abc', Context(traps=[])), lambda: D(5, Context()), lambda: Context(rounding='x'), lambda: Context(prec='5'),
    lambda: D((0, (1, 2), 'x')), lambda: D((0, (1, 2), 'F')), lambda: D((0, (1, 2), 'n')), lambda: D((1, (1, 2), 'N')),
    lambda: D((0, (1, 2), 1.5)), lambda: D((2, (1,), 0)), lambda: D((0, (10,), 0)), lambda: D((0, [1, 'a'], 0)),
    lambda: D((0, 5, 0)), lambda: D((1, (), 'F')), lambda: D((0, (1,), True)), lambda: D((0, (1,), 'f')), lambda: D((0, (1,))),
    lambda: D([1, [3, 4], -1]), lambda: D(1).normalize(Context(prec=1)), lambda: D(123).normalize(Context(prec=2)),
]
for i, t in enumerate(tests):
    try:
        print(i, repr(t()))
    except Exception as e:
        print(i, type(e).__name__, e)
