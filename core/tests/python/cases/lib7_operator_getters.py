import operator
from operator import itemgetter, attrgetter, methodcaller
rows = [('bob', 3, 'b'), ('amy', 3, 'a'), ('cat', 1, 'c')]
print(sorted(rows, key=itemgetter(1, 0)))
print(itemgetter(0)(rows), itemgetter(slice(1, None))('hello'), itemgetter('a', 'b')({'a': 1, 'b': 2}))
print(repr(itemgetter(1)), repr(itemgetter(1, 'x')))
class P:
    def __init__(self, name, child=None):
        self.name = name; self.child = child
    def greet(self, greeting, punct='!'):
        return f'{greeting}, {self.name}{punct}'
p = P('root', P('kid', P('baby')))
print(attrgetter('name')(p), attrgetter('child.name', 'child.child.name')(p))
print(repr(attrgetter('a.b')), repr(attrgetter('x', 'y')))
print(methodcaller('greet', 'Hello')(p), methodcaller('greet', 'Yo', punct='?')(p))
print(repr(methodcaller('greet', 'Hi', punct='.')))
print(methodcaller('split', ',')('a,b,c'), methodcaller('upper')('abc'))
try:
    attrgetter('nope')(p)
except AttributeError as e:
    print('AttributeError', e)
try:
    itemgetter(5)([1])
except IndexError as e:
    print('IndexError', e)
try:
    attrgetter(1)
except TypeError as e:
    print('TypeError', e)
print(operator.index(7), operator.length_hint([1, 2, 3]), operator.length_hint(iter(range(5))), operator.length_hint(object(), 9))
print(operator.concat([1], [2]), operator.contains('abc', 'b'), operator.countOf([1, 2, 1], 1), operator.indexOf('abc', 'c'))
print(operator.truth([]), operator.is_(None, None), operator.is_not(1, None), operator.not_(0))
print(operator.pos(-3), operator.neg(3), operator.inv(5), operator.invert(0), operator.abs(-2.5))
print(operator.lshift(1, 10), operator.rshift(1024, 3), operator.and_(12, 10), operator.or_(12, 10), operator.xor(12, 10))
print(operator.floordiv(-7, 2), operator.mod(-7, 2), operator.truediv(7, 2), operator.pow(2, -1), operator.matmul.__name__)
l = [1, 2, 3, 4]
operator.setitem(l, slice(0, 2), ['a']); operator.delitem(l, -1); print(l, operator.getitem(l, 0))
x = [1]
y = operator.iadd(x, [2]); print(x, y is x, operator.iconcat(x, [3]))
print(operator.imul('ab', 2), operator.ipow(2, 5), operator.ior({1}, {2}))
print(list(map(operator.mul, [1, 2, 3], [4, 5, 6])))
print(operator.eq(1, 1.0), operator.ne('a', 'b'), operator.lt(1, 2), operator.ge([2], [1, 5]))
print(operator.__lt__ is operator.lt, operator.__add__(2, 3))
