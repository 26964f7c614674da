import string
from string import Template, Formatter
print(string.ascii_letters, string.digits, string.hexdigits, string.octdigits, repr(string.whitespace), string.punctuation)
print(len(string.printable), string.capwords('hello   big  world'), string.capwords('a-b c-d', '-'), string.capwords(''))
t = Template('$who likes ${what}s; $$5 $who')
print(t.substitute(who='Tim', what='kiwi'), t.substitute({'who': 'A', 'what': 'b'}, who='Z'), t.safe_substitute(who='X'))
for bad, kw in [('$x', {}), ('$', {}), ('${x', {'x': 1}), ('x $1', {})]:
    try:
        print(Template(bad).substitute(**kw))
    except (KeyError, ValueError) as e:
        print(type(e).__name__, e)
print(Template('$a ${b} $').safe_substitute(a=1), Template('$x').template, t.get_identifiers(), t.is_valid(), Template('$1').is_valid())
class Pct(Template):
    delimiter = '%'
    idpattern = '[a-z]+'
print(Pct('%name is %age').safe_substitute(name='bo'), Pct('100%% %x').substitute(x=1))
f = Formatter()
print(f.format('{0}-{1}-{0}', 'a', 'b'), f.format('{x.real} {y[1]} {z!r:>6}', x=3, y=[0, 9], z='q'), f.vformat('{} {}', (1, 2), {}))
print(list(f.parse('a{0}b{x!r:^5}c{{d}}{}')), list(f.parse('')), list(f.parse('{}')))
class Upper(Formatter):
    def format_field(self, value, spec):
        return super().format_field(value, spec).upper()
    def get_value(self, key, args, kwargs):
        if isinstance(key, str) and key not in kwargs:
            return '<' + key + '>'
        return super().get_value(key, args, kwargs)
print(Upper().format('{a} {0} {b:>4}', 'x', a='hi'))
try:
    f.format('{0} {}', 1, 2)
except ValueError as e:
    print('ValueError', e)
try:
    f.format('{0}')
except IndexError as e:
    print('IndexError', e)
print(f.format('{:{w}.{p}f}', 3.14159, w=8, p=2), f.convert_field('x', 'r'), f.convert_field(1, None), f.format('{!s:3}|', 1))
