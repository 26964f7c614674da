import operator
from operator import attrgetter, itemgetter, methodcaller
class N:
    def __init__(self, name, child=None, tags=()):
        self.name, self.child, self.tags = name, child, list(tags)
    def greet(self, g='hi', punct='!'): return f'{g} {self.name}{punct}'
    def __repr__(self): return f'N({self.name})'
t = N('root', N('kid', N('grandkid')), ['x', 'y'])
print(attrgetter('child.child.name')(t), attrgetter('name', 'child.name')(t), attrgetter('tags')(t))
try:
    attrgetter('child.nope')(t)
except AttributeError as e:
    print('AttributeError', e)
print(repr(attrgetter('a.b', 'c')), repr(itemgetter(1, 'k')), repr(methodcaller('greet', 'yo', punct='?')))
print(methodcaller('greet')(t), methodcaller('greet', 'yo', punct='?')(t), methodcaller('upper')('abc'))
nodes = [N('b'), N('a'), N('c')]
print(sorted(nodes, key=attrgetter('name')), max(nodes, key=attrgetter('name')))
rows = [('x', 3, 1.5), ('y', 1, 2.5), ('z', 2, 0.5)]
print(sorted(rows, key=itemgetter(1)), sorted(rows, key=itemgetter(2, 0)), list(map(itemgetter(0), rows)))
print(itemgetter(slice(1, None))(rows[0]), itemgetter('a')({'a': 1}), itemgetter(-1)('abc'))
try:
    itemgetter(5)([1])
except IndexError as e:
    print('IndexError', e)
print(operator.add(1, 2), operator.concat([1], [2]), operator.contains('abc', 'b'), operator.countOf([1, 1, 2], 1), operator.indexOf('abc', 'c'))
print(operator.getitem([1, 2], 1), operator.truth([]), operator.is_(None, None), operator.is_not(1, None), operator.not_(0))
print(operator.neg(3), operator.pos(-3), operator.inv(5), operator.invert(0), operator.lshift(1, 4), operator.rshift(16, 2), operator.matmul.__name__)
print(operator.floordiv(7, 2), operator.truediv(7, 2), operator.mod(-7, 3), operator.pow(2, 10), operator.xor(6, 3), operator.and_(6, 3), operator.or_(6, 3))
l = [1, 2, 3]; operator.setitem(l, 0, 9); operator.delitem(l, 1); print(l)
x = [1]; y = operator.iadd(x, [2]); print(x, y is x, operator.iconcat('a', 'b'), operator.imul(3, 4))
print(operator.index(5), operator.length_hint([1, 2]), operator.length_hint(iter(range(7))), operator.length_hint(object(), 9))
print(operator.lt(1, 2), operator.le(2, 2), operator.eq('a', 'a'), operator.ne(1, 1), operator.ge(1, 2), operator.gt(3, 2))
print(operator.call(len, 'abc') if hasattr(operator, 'call') else 3, operator.abs(-2), operator.__add__(1, 1))
try:
    operator.index(1.5)
except TypeError as e:
    print('TypeError', e)
try:
    attrgetter(1)
except TypeError as e:
    print('TypeError', e)
