import array, re
a = array.array('i', [3, 1, 4, 1, 5])
print(a, a.typecode, a.itemsize, len(a), a[1:3], a[::-1], a.count(1), a.index(4))
a.append(9); a.extend([2, 6]); a.insert(0, 0); a.remove(1); print(a, a.pop(), a.pop(0), a)
a.reverse(); print(a, a.tolist(), sum(a), max(a), sorted(a))
b = array.array('d', [1.5, 2.25]); print(b, b * 2, b + array.array('d', [0.0]), repr(array.array('u', 'hi')), array.array('u', 'hi').tounicode())
print(array.array('b', [1, -2]).tobytes(), array.array('H', b'\x01\x00\x02\x00'), array.array('B', range(5)).buffer_info()[1])
f = array.array('f', [0.1]); print(f, f[0])
try:
    array.array('b', [200])
except OverflowError as e:
    print('OverflowError', e)
try:
    array.array('i', [1.5])
except TypeError as e:
    print('TypeError', e)
try:
    array.array('z')
except ValueError as e:
    print('ValueError', e)
c = array.array('l', [1, 2, 3]); c[1:2] = array.array('l', [7, 8, 9]); print(c, c == array.array('l', [1, 7, 8, 9, 3]), array.array('i', [1]) < array.array('i', [2]))
c.frombytes(array.array('l', [5]).tobytes()); c.fromlist([6]); print(c, array.typecodes)
m = re.match(r'(?P<year>\d{4})-(?P<month>\d\d)-(?P<day>\d\d)', '2024-03-15 rest')
print(m.group(0), m.group(1, 3), m.groups(), m.groupdict(), m['month'], m.span('day'), m.start(2), m.end(), m.lastgroup, m.lastindex)
print(m, re.match('(a)(b)?', 'a').groups(), re.match('(a)(b)?', 'a').groups('-'), re.match('(?P<x>a)|(?P<y>b)', 'b').groupdict('none'))
print(re.findall(r'\d+', 'a1b22c333'), re.findall(r'(\w)=(\d)', 'a=1, b=2'), re.findall(r'(?:ab)+', 'ababxab'))
print([(m.group(), m.span()) for m in re.finditer(r'\b\w{3}\b', 'the cat sat on a mat')])
print(re.sub(r'(\w+)@(\w+)', r'\2 at \1', 'joe@host and amy@site'), re.sub(r'\d+', lambda m: str(int(m[0]) * 2), 'a1 b20 c300'))
print(re.sub('x*', '-', 'abxd'), re.subn(r'\s+', ' ', 'a   b \t c'), re.sub(r'(?P<w>\w+)', r'<\g<w>>', 'hi yo'), re.sub('a', r'\n', 'bab'))
print(re.split(r'(\W+)', 'Words, words, words.'), re.split(r'\W+', 'Words, words, words.', maxsplit=1), re.split(r'(,)|(;)', 'a,b;c'), re.split('x*', 'axbc'))
print(re.findall(r'foo(?=bar)', 'foobar foobaz'), re.findall(r'(?<=\$)\d+', 'cost $30 and $45'), re.findall(r'(?<!\$)\b\d+', '$30 and 45'), re.findall(r'\w+(?!\d)', 'ab1 cd'))
print(re.findall(r'^\w+', 'one\ntwo\nthree', re.M), re.findall(r'a.c', 'a\nc abc', re.S), re.findall(r'HELLO', 'hello Hello', re.I), re.search(r'''
    (\d+)   # number
    \s*(kg|lb)  # unit
''', 'weight: 70 kg', re.X).groups())
p = re.compile(r'(\d+)-(\d+)')
print(p.pattern, p.groups, p.groupindex, p.flags, p.search('x 10-20 y').group(2), p.fullmatch('1-2'), p.fullmatch('1-2x'), repr(p))
print(re.escape('a.b*c?d[1]'), re.fullmatch(r'\d+', '123') is not None, re.search(r'(a|b)+c', 'zzababc').span())
print(re.match(r'(\w+) (\w+)', 'hello world').expand(r'\2 \1'), re.sub(r'(a)(?:b)(c)?', r'[\1\2]', 'ab abc'))
print(re.findall(r'(a)(b)?', 'ab a'), re.findall(r'\bcat\b', 'cat concat cat.'), re.findall(r'[^\W\d_]+', 'ab_12cd'))
print(re.match(r'(?i)abc', 'ABC'), re.match(r'a{2,3}?', 'aaaa').group(), re.match(r'(a+)(a+)', 'aaaa').groups(), re.match(r'(?P<q>["\']).*?(?P=q)', '"hi" there').group())
for bad in [r'(abc', r'a{2,1}', r'[z-a]', r'(?P<1>x)', r'\k', '*']:
    try:
        re.compile(bad)
    except re.error as e:
        print('error', e)
print(re.compile(r'\d', re.A | re.I).flags, re.I | re.M, repr(re.I | re.M), re.NOFLAG if hasattr(re, 'NOFLAG') else '')
s = re.Scanner([(r'\d+', lambda s, t: int(t)), (r'\s+', None), (r'[a-z]+', lambda s, t: t.upper())]) if hasattr(re, 'Scanner') else None
print(s.scan('12 abc 7 x!') if s else '')
