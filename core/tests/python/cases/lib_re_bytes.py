# Bytes patterns over bytes and bytearray strings: results are bytes; a str pattern refuses bytes
# and a bytes pattern refuses str.
import re

seq = b'>ONE\nagggtaaacattttaccctagggtaaa\n>TWO\ncgggtaaattttaccc\n'
seq = re.sub(b'>.*\n|\n', b'', seq)
print(seq, len(seq))
for f in (b'agggtaaa|tttaccct', b'[cgt]gggtaaa|tttaccc[acg]', b'a[act]ggtaaa|tttacc[agt]t'):
    print(f, re.findall(f, seq))
for f, r in ((b'B', b'(c|g|t)'), (b'K', b'(g|t)')):
    print(re.sub(f, r, b'aBKaB'))
print(re.findall(b'a[ct]g', b'xxactgagg'), re.sub(b'B', b'(c|g)', b'aBaB'), re.split(b',', b'a,b'))
m = re.search(rb'(\d+)\1', b'x1212y')
print(m, m.group(1), m.span(), m.groups())
m = re.match(rb'(?P<k>\w+)=(?P<v>\w*)', b'key=val')
print(m.groupdict(), m.expand(rb'\g<v>:\1'), m[0], m.string)
print(re.compile(b'ab', re.I), re.compile(b'ab').flags, re.compile('ab').flags)
print(re.escape(b'a.b*c'), re.sub(rb'(a)', rb'[\1]', b'banana'), re.subn(b'a', b'o', b'banana'))
print(re.sub(b'a', lambda m: m.group().upper(), b'banana'))
print(re.search(b'b+', bytearray(b'abbbc')).span())
print(re.findall(rb'\w+', b'caf\xe9 na\xefve 42'), re.findall(rb'\s', b'a\xa0b c'))
print(re.findall(rb'(a)(b)?', b'ab a'))
print(re.fullmatch(b'[a-z]+', b'abc'), re.fullmatch(b'[a-z]+', b'ab1'))
for args in [(b'a', 'a'), ('a', b'a'), (b'a', 5)]:
    try:
        re.search(*args)
    except TypeError as e:
        print("TypeError:", e)
for args in [(b'a', 'x', b'a'), (b'a', lambda m: 'x', b'a')]:
    try:
        re.sub(*args)
    except TypeError as e:
        print("TypeError:", e)
try:
    re.compile(b'a', re.UNICODE)
except ValueError as e:
    print("ValueError:", e)
# sub's pieces: a repl of the wrong type fails in the join, as in CPython.
for a in [('a', b'x', 'a'), ('a', lambda m: b'x', 'a'), (b'a', lambda m: 1, b'a'), ('a', 5, 'a'),
          ('a', lambda m: 'x', 'ba'), ('a', lambda m: None, 'bab'), ('', '-', 'ab'),
          ('x*', '-', 'abxd'), (b'', b'', b''), ('a', '', 'aaa')]:
    try:
        print(repr(re.sub(*a)), re.subn(*a))
    except TypeError as e:
        print("TypeError:", e)
print(re.sub(b'a', b'b', bytearray(b'xa')), re.sub(b'q', b'b', bytearray(b'xa')))
