import textwrap
doc = """\
    Lorem ipsum dolor sit amet, consectetur adipiscing elit. Sed do eiusmod
    tempor incididunt ut labore et dolore magna aliqua.

        Indented block stays.
    Ut enim ad minim veniam.
"""
d = textwrap.dedent(doc)
print(d)
for width in (20, 35, 60):
    print(f'--- {width}')
    for para in d.split('\n\n'):
        print(textwrap.fill(' '.join(para.split()), width))
w = textwrap.TextWrapper(width=30, initial_indent='- ', subsequent_indent='  ', max_lines=3, placeholder=' ...')
print(w.fill(d))
print(w.width, w.expand_tabs, w.replace_whitespace, w.break_long_words, w.tabsize)
print(textwrap.wrap('A very-long-hyphenated-word here', width=10))
print(textwrap.wrap('x' * 25, width=10), textwrap.wrap('short', width=10), textwrap.wrap('   ', width=5))
w.max_lines = None
print(textwrap.wrap('one\ntwo\tthree', width=40), textwrap.wrap('one\ntwo', width=40, replace_whitespace=False))
print(textwrap.shorten('The quick brown fox jumps over the lazy dog', width=25), textwrap.shorten('a b', 6), textwrap.shorten('abcdefgh ijk', 8, placeholder='..'))
try:
    textwrap.shorten('hello world', 3)
except ValueError as e:
    print('ValueError', e)
print(repr(textwrap.indent('x\n  \ny\n', '| ')), repr(textwrap.indent('x\ny', '  ', predicate=lambda l: l.startswith('y'))))
print(repr(textwrap.dedent('\t\tx\n\t\ty')), repr(textwrap.dedent('  x\n    y\n  z')), repr(textwrap.dedent('x\n  y')), repr(textwrap.dedent('')))
table = [('name', 'description'), ('alpha', 'first letter of the greek alphabet used widely'), ('omega', 'last one')]
for name, desc in table:
    lines = textwrap.wrap(desc, 20) or ['']
    print(f'{name:<8}{lines[0]}')
    for l in lines[1:]:
        print(' ' * 8 + l)
print(textwrap.fill('Mr. Smith went to Washington.  He said hi. ok', 80, fix_sentence_endings=True))
print(textwrap.wrap('word ' * 5, width=11, drop_whitespace=False))
print(textwrap.wrap('abc def ghi', width=5, max_lines=2, placeholder='~'))
try:
    textwrap.wrap('abc def ghi', width=5, max_lines=1, placeholder=' [...........]')
except ValueError as e:
    print('ValueError', e)
print(textwrap.wrap('über straße ñandú', 6), textwrap.wrap('a—b c–d', 3))
