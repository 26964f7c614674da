import string, textwrap
print(string.ascii_letters, string.digits, string.hexdigits, string.octdigits)
print(repr(string.whitespace), string.punctuation)
print(len(string.printable), string.capwords('hello   wORLD  foo'), string.capwords('a-b-c', '-'))
t = string.Template('$who likes ${what}s; cost $$5')
print(t.substitute(who='tim', what='apple'), t.substitute({'who': 'a'}, what='b'))
print(t.safe_substitute(who='x'))
try:
    t.substitute(who='x')
except KeyError as e:
    print('KeyError', e)
try:
    string.Template('bad $').substitute()
except ValueError as e:
    print('ValueError', e)
try:
    string.Template('line1\nx $1').substitute()
except ValueError as e:
    print('ValueError', e)
print(string.Template('$a $b ${c}').get_identifiers(), string.Template('$a').is_valid(), string.Template('$').is_valid())
class Pct(string.Template):
    delimiter = '%'
print(Pct('%x and %{y}').substitute(x=1, y=2))
f = string.Formatter()
print(f.format('{0} {name!r} {x:>5.1f}', 'a', name='n', x=3.14159))
print(list(f.parse('a{0}b{x!r:>3}c{{d}}')))
class Up(string.Formatter):
    def convert_field(self, value, conversion):
        if conversion == 'u':
            return str(value).upper()
        return super().convert_field(value, conversion)
    def get_value(self, key, args, kwargs):
        if isinstance(key, str) and key not in kwargs:
            return '<' + key + '>'
        return super().get_value(key, args, kwargs)
print(Up().format('{a!u} {missing} {0}', 'z', a='hi'))
print(f.vformat('{a[0]} {b.real}', (), {'a': [9], 'b': 3j}))
text = 'The quick brown fox jumps over the lazy dog. ' * 3
print(textwrap.wrap(text, 30))
print(textwrap.fill(text, 40, initial_indent='* ', subsequent_indent='  '))
print(textwrap.shorten('Hello  world!  This is long', width=15), textwrap.shorten('Hello world', 11), textwrap.shorten('Hello world', 10, placeholder='...'))
print(repr(textwrap.dedent('''
    def f():
        return 1
      x
''')))
print(repr(textwrap.dedent('  a\n\t b\n')), repr(textwrap.dedent('   \n  x\n   y')))
print(textwrap.indent('a\n\nb\n', '> '), end='|\n')
print(textwrap.indent('a\n\nb', '+ ', lambda l: True))
print(textwrap.wrap('supercalifragilisticexpialidocious word', 10))
print(textwrap.wrap('supercalifragilisticexpialidocious word', 10, break_long_words=False))
print(textwrap.wrap('one-two-three-four five', 8), textwrap.wrap('one-two-three-four five', 8, break_on_hyphens=False))
print(textwrap.wrap('a\tb  c', 20, expand_tabs=True), textwrap.wrap('a\tb', 20, tabsize=4))
print(textwrap.wrap('Hello there. How are you?', 40, fix_sentence_endings=True))
print(textwrap.wrap('   lead   trail   ', 40, drop_whitespace=False), textwrap.wrap('', 10))
print(textwrap.fill('x ' * 30, width=20, max_lines=2))
print(textwrap.fill('x ' * 30, width=20, max_lines=2, placeholder=' [more]'))
w = textwrap.TextWrapper(width=12, initial_indent='> ')
print(w.wrap('alpha beta gamma delta'))
try:
    textwrap.wrap('abc', 0)
except ValueError as e:
    print('ValueError', e)
