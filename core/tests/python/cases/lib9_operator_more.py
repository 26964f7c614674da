import operator as op
from operator import attrgetter, itemgetter, methodcaller
import copy, pickle
ig = itemgetter(1, 0); ag = attrgetter('real', 'imag'); mc = methodcaller('upper')
print(ig == itemgetter(1, 0), copy.copy(ig)((5, 6)), pickle.loads(pickle.dumps(ig))((5, 6)), pickle.loads(pickle.dumps(ag))(3 + 4j), pickle.loads(pickle.dumps(mc))('x'))
print(op.attrgetter('__class__.__name__')(1), itemgetter(*'ab')({'a': 1, 'b': 2}), itemgetter('a')(dict(a=[1])))
try:
    attrgetter('a..b')
except (AttributeError, TypeError, ValueError) as e:
    print(type(e).__name__, e)
try:
    attrgetter('')(1)
except AttributeError as e:
    print('AttributeError', e)
print(op.iadd([1], [2]), op.isub(5, 2), op.imatmul.__name__, op.ipow(2, 3), op.ilshift(1, 2), op.imod(7, 3), op.iand(6, 3), op.ior(4, 1), op.ixor(5, 1), op.ifloordiv(7, 2), op.itruediv(7, 2), op.irshift(8, 1))
l = [1, 2, 3, 4]; op.setitem(l, slice(1, 3), ['x']); print(l, op.getitem(l, slice(None, None, -1)), op.delitem(l, slice(0, 1)), l)
print(op.is_(None, None), op.is_not([], []), op.contains({'a': 1}, 'a'), op.countOf('banana', 'a'), op.indexOf([3, 4], 4), op.concat((1,), (2,)), op.neg(-0.0), op.pos(True), op.not_([]), op.truth('x'))
try:
    op.indexOf([1], 5)
except ValueError as e:
    print('ValueError', e)
try:
    op.concat(1, 2)
except TypeError as e:
    print('TypeError', e)
print(sorted([(1, 'b'), (0, 'c'), (1, 'a')], key=itemgetter(0)), sorted(['bb', 'a', 'ccc'], key=len), max([{'n': 2}, {'n': 5}], key=itemgetter('n')), list(map(methodcaller('split', '-', 1), ['a-b-c', 'd'])))
print(op.lt.__name__, op.__lt__ is op.lt, repr(op.itemgetter(slice(1, 2))), repr(op.attrgetter('x')), op.length_hint(range(10)))
