import string
from string import Formatter, Template
f = Formatter()
print(f.format('{}-{}', 1, 2), f.format('{0}{1}{0}', 'a', 'b'), f.format('{x.real:.1f}', x=2.5), f.format('{d[key]}', d={'key': 'v'}))
print(f.format('{:{}}', 'x', '>4'), f.format('{0:{1}.{2}f}', 3.14159, 10, 2), f.format('{!s:>5}', 12))
try:
    f.format('{}{0}', 1)
except ValueError as e:
    print('ValueError', e)
try:
    f.format('{0}{}', 1)
except ValueError as e:
    print('ValueError', e)
try:
    f.format('{missing}')
except KeyError as e:
    print('KeyError', e)
try:
    f.format('{0}')
except IndexError as e:
    print('IndexError', e)
try:
    f.format('{!z}', 1)
except ValueError as e:
    print('ValueError', e)
try:
    f.format('{', 1)
except ValueError as e:
    print('ValueError', e)
try:
    f.format('}', 1)
except ValueError as e:
    print('ValueError', e)
print(list(f.parse('{a}{b.c[0]!r:>{w}}text{{}}')), list(f.parse('')), list(f.parse('plain')))
print(f.get_field('a.b', (), {'a': type('X', (), {'b': 5})}), f.format_field(3.14159, '.2f'), f.convert_field('x', 'r'), f.convert_field('é', 'a'))
class Default(Formatter):
    def __init__(self, default='?'):
        self.default = default
    def get_value(self, key, args, kwds):
        if isinstance(key, str):
            return kwds.get(key, self.default)
        return super().get_value(key, args, kwds)
print(Default().format('{name} is {age} years, {0}', 'pos', name='Al'))
class Checking(Formatter):
    def check_unused_args(self, used_args, args, kwargs):
        extra = set(kwargs) - set(used_args)
        if extra:
            raise ValueError('unused: ' + ', '.join(sorted(extra)))
try:
    Checking().format('{a}', a=1, b=2, c=3)
except ValueError as e:
    print('ValueError', e)
class Dollar(Template):
    delimiter = '$'
    idpattern = r'[a-z]+'
print(Dollar('$abc1 ${abc}').substitute(abc='X'))
class Braces(Template):
    delimiter = '#'
    pattern = r'''
    \#(?:
      (?P<escaped>\#) |
      (?P<named>[_a-z][_a-z0-9]*) |
      {(?P<braced>[_a-z][_a-z0-9]*)} |
      (?P<invalid>)
    )
    '''
print(Braces('## #x #{y}').substitute(x=1, y=2), Braces('#x').template)
t = Template('${greeting}, $name! You owe $$${amount}.')
print(t.substitute(greeting='Hi', name='Jo', amount='10'), t.safe_substitute(name='Jo'), sorted(t.get_identifiers()))
print(Template('$a$b').substitute(a=1, b=[2]), Template('$a').substitute({'a': 'map'}, a='kw'))
try:
    Template('${a').substitute(a=1)
except ValueError as e:
    print('ValueError', e)
print(Template('${a').safe_substitute(a=1), Template('$ x').safe_substitute())
print(string.capwords(' hello  world '), string.capwords('x y', None), string.ascii_lowercase[::5], string.ascii_uppercase[-3:])
print('{:^10}|{:-^10}|{:>10}'.format('mid', 'x', 'r'), '{0!r:^10}'.format('q'), '{:,}'.format(-1234567.891), '{:_d}'.format(10**8))
print('{0:.{1}}'.format('abcdef', 3), '{:.0%}'.format(0.125), '{:+.1e}'.format(-0.00012), '{:#g}'.format(1.0), '{:g}'.format(1e-5), '{:.3g}'.format(1234.5))
print('{:o} {:X} {:#X} {:c} {:08b}'.format(64, 255, 255, 9731, 5), '{:=10d}'.format(-42), '{: d}'.format(7), '{:n}'.format(1234567))
print('{:>8.3s}|{:<4}|{}'.format('abcdef', True, None), format(None, ''), format(True, 'd'), format(True, '>6'), format(False, '.1f'))
