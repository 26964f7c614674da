from string import Template, Formatter
import string
t = Template('$who likes $what; ${who}s cost $$10')
print(t.substitute(who='tim', what='kung pao'))
print(t.substitute({'who': 'ann', 'what': 'tea'}, what='coffee'))
try:
    t.substitute(who='x')
except KeyError as e:
    print('KeyError', e)
print(Template('$a and $b and ${c}').safe_substitute(a=1))
try:
    Template('bad $ sign').substitute()
except ValueError as e:
    print('ValueError', e)
print(Template('bad $ sign $x').safe_substitute(x=1))
print(t.get_identifiers(), t.is_valid(), Template('$').is_valid())
class Pct(Template):
    delimiter = '%'
print(Pct('%x is %{y}%%').substitute(x=1, y=2))
class Dotted(Template):
    idpattern = r'[a-z]+(?:\.[a-z]+)*'
print(Dotted('$user.name!').substitute({'user.name': 'Zed'}))
print(t.template)
f = Formatter()
print(f.format('{0} {name} {1:>5} {x[0]} {y.real}', 'a', 'b', name='n', x=[9], y=3j))
print(list(f.parse('a{0}b{name!r:>10}c{{d}}')))
print(list(f.parse('{}{}')), list(f.parse('plain')))
class Upper(Formatter):
    def format_field(self, value, spec):
        return super().format_field(value, spec).upper()
    def get_value(self, key, args, kwargs):
        if isinstance(key, str) and key not in kwargs:
            return '<%s>' % key
        return super().get_value(key, args, kwargs)
print(Upper().format('{a} {b} {0:x}', 255, a='hi'))
print(f.vformat('{0}-{k}', (1,), {'k': 2}))
print(f.convert_field('x', 'r'), f.convert_field('x', None), f.convert_field('é', 'a'))
print(string.capwords('hello   big world'), string.capwords('a-b-c', '-'))
print(string.ascii_letters, string.digits, string.hexdigits, string.octdigits)
print(repr(string.whitespace), string.punctuation)
print(f.format('{:{w}.{p}f}', 3.14159, w=10, p=3))
try:
    f.format('{0} {}', 1, 2)
except ValueError as e:
    print('ValueError', e)
