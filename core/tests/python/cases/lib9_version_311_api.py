import statistics, itertools, math, random, functools, enum, typing, datetime, calendar, collections, operator, json, re, string, textwrap, fractions, decimal
checks = [
    lambda: statistics.correlation([1, 2, 3], [1, 2, 4], method='ranked'),
    lambda: itertools.batched('abc', 2),
    lambda: math.sumprod([1], [2]),
    lambda: math.cbrt(8),
    lambda: math.exp2(3),
    lambda: random.binomialvariate(5, 0.5),
    lambda: calendar.Month.JANUARY,
    lambda: calendar.Day.MONDAY,
    lambda: operator.call(len, 'ab'),
    lambda: typing.override,
    lambda: typing.TypeAliasType,
    lambda: enum.EnumDict,
    lambda: datetime.UTC,
    lambda: fractions.Fraction(1, 3).is_integer(),
    lambda: format(fractions.Fraction(1, 3), '.2f'),
    lambda: statistics.linear_regression([1, 2], [2, 4], proportional=True),
    lambda: statistics.fmean([1, 2], weights=[1, 1]),
    lambda: textwrap.shorten('a b c', width=3, placeholder=''),
    lambda: re.NOFLAG,
    lambda: json.dumps([1], indent=-1),
    lambda: decimal.Decimal('1').is_integer() if hasattr(decimal.Decimal, 'is_integer') else 'no is_integer',
    lambda: collections.Counter('ab').total(),
    lambda: int.is_integer(3) if hasattr(int, 'is_integer') else 'no int.is_integer',
    lambda: string.Template('$a').is_valid(),
    lambda: functools.cache,
    lambda: enum.global_enum,
    lambda: typing.Self,
    lambda: statistics.kde,
    lambda: random.Random().randbytes(0),
]
for i, c in enumerate(checks):
    try:
        r = c()
        print(i, 'ok', r if isinstance(r, (int, float, str, bool, list, tuple, fractions.Fraction)) or r is None else type(r).__name__)
    except Exception as e:
        print(i, type(e).__name__, e)
