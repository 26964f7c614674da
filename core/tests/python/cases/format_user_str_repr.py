# str.format, format() and % call an instance's own __format__, __str__ and __repr__.
class S:
    def __str__(self): return 'S-str'
class R:
    def __repr__(self): return 'R-repr'
class E(Exception): pass
print('%s|%r|%s|%r' % (S(), R(), R(), [R(), R()]), '%s' % S(), '%(a)s %(b)r' % {'a': S(), 'b': R()})
print('%s' % E('boom'), '%r' % (E('x'),), '%5s|%-7s|' % (R(), S()))
print('{} {!r} {!s} {:>8} {}'.format(S(), R(), R(), 'x', [R()]), '{a.__class__}'.format(a=1) if False else '')
class F:
    def __format__(self, spec): return 'F<' + spec + '>'
print('{:abc} {} {x:q}'.format(F(), F(), x=F()), f'{F():zz}', format(F(), 'y'))
try: '{:d}'.format(S())
except TypeError as e: print(e)
print('%d %s' % (3, 'x'), '%s' % [1, (2, 'a')], '%.2f%%' % 12.345)
