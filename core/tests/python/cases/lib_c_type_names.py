# The library classes that are C types in CPython name themselves in messages by CPython's dotted
# type names ('decimal.Decimal' object has no attribute ...); a subclass of one uses its own name.
import collections, decimal, datetime, array, functools, io, re, operator, struct
for v in [collections.deque(), collections.OrderedDict(), collections.defaultdict(), decimal.Decimal(1), datetime.date(2020,1,1), datetime.timedelta(1), array.array('i'), functools.partial(print), io.StringIO(), re.compile('a'), operator.itemgetter(1), struct.Struct('i'), decimal.Context(), datetime.timezone.utc]:
    try: v @ 1
    except TypeError as e: print(e)
    try: v.nope
    except AttributeError as e: print('  ', e)
    try: len(v) if not hasattr(v, '__len__') else None
    except TypeError as e: print('  ', e)
    try: v[0] if not hasattr(v, '__getitem__') else None
    except TypeError as e: print('  ', e)
class MyDeque(collections.deque):
    pass
try:
    MyDeque() @ 1
except TypeError as e:
    print(e)
print(type(collections.deque()).__name__, decimal.Decimal.__qualname__, repr(collections.deque))
