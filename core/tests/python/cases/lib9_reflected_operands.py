import datetime, decimal, fractions, collections, array, ipaddress, pathlib, enum, uuid, types, functools, itertools, io, re, string, statistics, time
class X:
    def __repr__(self): return 'X'
for n in ['add', 'sub', 'mul', 'truediv', 'floordiv', 'mod', 'pow', 'and', 'or', 'xor', 'lshift', 'rshift', 'matmul']:
    exec(f"def _r(self, o): return 'r{n}:' + type(o).__name__\nX.__r{n}__ = _r")
class Y:
    def __eq__(self, o): return 'Y.eq'
    def __lt__(self, o): return 'Y.lt'
    def __gt__(self, o): return 'Y.gt'
    def __le__(self, o): return 'Y.le'
    def __ge__(self, o): return 'Y.ge'
objs = [datetime.date(2020, 1, 1), datetime.datetime(2020, 1, 1), datetime.timedelta(1), datetime.time(1), datetime.timezone.utc, decimal.Decimal(1), fractions.Fraction(1, 2),
        collections.UserList([1]), collections.UserString('s'), collections.UserDict(a=1), array.array('i', [1]), ipaddress.ip_address('1.2.3.4'), pathlib.PurePosixPath('a'),
        uuid.UUID(int=1), types.SimpleNamespace(a=1)]
ops = ['+', '-', '*', '/', '//', '%', '**', '&', '|', '^', '<<', '>>', '@']
for o in objs:
    res = []
    for op in ops:
        try:
            res.append(str(eval('o ' + op + ' X()')))
        except TypeError as e:
            res.append('TE')
    cmp = []
    for op in ['==', '<', '>', '<=', '>=', '!=']:
        try:
            cmp.append(str(eval('o ' + op + ' Y()')))
        except TypeError as e:
            cmp.append('TE')
    print(type(o).__name__, ' '.join(res), '|', ' '.join(cmp))
from array import array
from collections import deque
class MyStr(str): pass
class MyFloat(float): pass
class MyList(list): pass
class MyTuple(tuple): pass
for f in [lambda: array('i', [1]) + MyStr('x'), lambda: array('i', [1]) * MyFloat(2.0), lambda: array('i', [1]) * MyStr('s'), lambda: deque([1]) + MyList([2]), lambda: deque([1]) + MyStr('s'), lambda: deque([1]) + MyTuple((1,)), lambda: array('i', [1]) + MyList([1])]:
    try:
        print(f())
    except TypeError as e:
        print('TypeError', e)
