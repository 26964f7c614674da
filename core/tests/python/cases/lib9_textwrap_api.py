import textwrap
s = "The quick brown fox jumps over the lazy dog. " * 3
print(textwrap.wrap(s, 20))
print(textwrap.fill(s, width=30, initial_indent='* ', subsequent_indent='  '))
print(textwrap.wrap('a-very-long-hyphenated-word-sequence here', 10), textwrap.wrap('a-very-long-hyphenated-word-sequence', 10, break_on_hyphens=False))
print(textwrap.wrap('supercalifragilistic', 6), textwrap.wrap('supercalifragilistic x', 6, break_long_words=False))
print(textwrap.wrap('', 5), textwrap.wrap('   ', 5), textwrap.wrap('a\tb\tc', 8), textwrap.wrap('a\tb', 8, expand_tabs=False), textwrap.wrap('x\ty', tabsize=4))
print(textwrap.wrap('one two three four five six', 12, max_lines=2), textwrap.wrap('one two three four', 9, max_lines=2, placeholder='~'))
print(textwrap.shorten('Hello  world,   this is a long sentence', 20), textwrap.shorten('Hi', 10), textwrap.shorten('Hello world', 11), textwrap.shorten('abc def ghi', 8, placeholder='..'))
try:
    textwrap.shorten('Hello world', 3)
except ValueError as e:
    print('ValueError', e)
print(repr(textwrap.dedent('    a\n      b\n\n    c\n')), repr(textwrap.dedent('\ta\n    b')), repr(textwrap.dedent('  x\n \n  y')), repr(textwrap.dedent('no indent\n  x')))
print(repr(textwrap.indent('a\n\nb\n', '> ')), repr(textwrap.indent('a\n\nb', '+', lambda l: True)), repr(textwrap.indent('a\r\nb', '-')))
w = textwrap.TextWrapper(width=15, fix_sentence_endings=True, drop_whitespace=False)
print(w.wrap('End here.  Next one. And  more text follows.'))
w2 = textwrap.TextWrapper(width=12, replace_whitespace=False)
print(w2.wrap('a\nb c d e f g h i j'))
print(textwrap.fill('word ' * 5, 10), '|')
print(textwrap.wrap('Sentence one.  Sentence two.', 14, fix_sentence_endings=True))
try:
    textwrap.wrap('abc', 0)
except ValueError as e:
    print('ValueError', e)
try:
    textwrap.wrap('abc def', 4, max_lines=1, placeholder=' [...........]')
except ValueError as e:
    print('ValueError', e)
