import textwrap
s = 'The quick brown fox jumps over the lazy dog. ' * 3
print(textwrap.shorten(s, width=30), '|', textwrap.shorten(s, 40, placeholder=' [more]'), '|', textwrap.shorten('short', 20))
print(textwrap.shorten('  lots   of    spaces  here  ', 15), '|', textwrap.shorten('Hello world', 5, placeholder='..'))
try:
    textwrap.shorten('hello world', 3)
except ValueError as e:
    print('ValueError', e)
print(textwrap.indent('a\nb\n\nc\n', '> '))
print(textwrap.indent('a\n  \nb', '+ ', lambda line: True))
print(repr(textwrap.indent('x\r\ny\n', '--')))
print(textwrap.dedent('''\
    def f():
        return 1
      # odd
    '''))
print(repr(textwrap.dedent('  a\n\t b\n')), repr(textwrap.dedent('   \n  x\n   y')))
print(textwrap.fill(s, width=25, initial_indent='* ', subsequent_indent='  '))
print(textwrap.wrap('supercalifragilisticexpialidocious word', 10))
print(textwrap.wrap('supercalifragilisticexpialidocious word', 10, break_long_words=False))
print(textwrap.wrap('well-known hyphen-ated words', 8), textwrap.wrap('well-known hyphen-ated words', 8, break_on_hyphens=False))
print(textwrap.wrap('a\tb\tc', 8, expand_tabs=True, tabsize=4), textwrap.wrap('one.  Two', 20, fix_sentence_endings=True))
print(textwrap.wrap('x ' * 20, 10, max_lines=2), textwrap.wrap('x ' * 20, 10, max_lines=2, placeholder='~'))
w = textwrap.TextWrapper(width=15, drop_whitespace=False, replace_whitespace=False)
print(w.wrap('hello   world\nagain and again'))
print(textwrap.wrap(''), textwrap.fill('   '), textwrap.wrap('a b', 1))
