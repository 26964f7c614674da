import textwrap

s = "a well-known, state-of-the-art, long-term solution"
for width in [5, 8, 12, 20]:
    print(width, textwrap.wrap(s, width))
print(textwrap.wrap(s, 12, break_on_hyphens=False))
print(textwrap.wrap("supercalifragilisticexpialidocious word", 10))
print(textwrap.wrap("supercalifragilisticexpialidocious word", 10, break_long_words=False))
print(textwrap.wrap("https://example.com/a/very/long/path/to/something", 15))
print(textwrap.wrap("https://example.com/a/very/long/path", 15, break_long_words=False))
print(textwrap.wrap("em--dash and the word--break, x--1 ok", 8))
print(textwrap.wrap("pre-1990 and 2x-large, mid-year", 6))
print(textwrap.wrap("----- ---a-b-c-d-e-f-g", 4))
print(textwrap.wrap("one-two-three-four-five-six", 9))
print(textwrap.wrap("xxxxx-yyyyy-zzzzz", 7))
print(textwrap.wrap("ab-cd", 1), textwrap.wrap("a-b-c", 2))
print(textwrap.wrap("naïve café-crème déjà-vu", 8))
print(textwrap.wrap("x" * 25, 7))
print(textwrap.wrap("spaced    out     words", 8, drop_whitespace=False))
