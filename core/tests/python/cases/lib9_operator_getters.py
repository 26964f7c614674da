from operator import attrgetter, itemgetter, methodcaller
import operator
class A: pass
a = A(); a.b = A(); a.b.c = 5; a.x = 'xx'
print(attrgetter('b.c')(a), attrgetter('x', 'b.c')(a), attrgetter('x')(a))
g = itemgetter(0, 2); print(g('abc'), g([1, 2, 3]), itemgetter(1)([5, 6]), itemgetter()(1) if False else '')
print(itemgetter('a', 'b')({'a': 1, 'b': 2}), itemgetter(slice(None, None, -1))('abc'))
m = methodcaller('split', ','); print(m('a,b,c'), methodcaller('replace', 'a', 'b', 1)('aaa'))
print(methodcaller('get', 'k', 'd')({}), methodcaller('count', 1)([1, 1]))
print(repr(itemgetter(0)), repr(attrgetter('b.c')), repr(methodcaller('m', 1, k=2)), repr(methodcaller('m')))
try:
    attrgetter(1)
except TypeError as e:
    print('TypeError', e)
try:
    methodcaller()
except TypeError as e:
    print('TypeError', e)
try:
    itemgetter()
except TypeError as e:
    print('TypeError', e)
print(operator.index(5), operator.length_hint([1, 2]), operator.length_hint(iter([]), 7), operator.length_hint(x for x in []))
print(operator.lt(1, 2), operator.le(2, 2), operator.eq('a', 'a'), operator.ne(1, 1), operator.ge(1, 2), operator.gt(3, 2))
print(operator.abs(-3), operator.call(max, 1, 5) if hasattr(operator, 'call') else 'nocall')
try:
    operator.index(1.5)
except TypeError as e:
    print('TypeError', e)
print(list(map(operator.mul, [1, 2], [3, 4])), operator.sub(5, 2), operator.__add__(1, 2))
