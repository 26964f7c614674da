import re, copy
p = re.compile(r'(\w)(\d)?')
print(p.findall('a1b c2', 2), p.findall('a1b c2', 1, 4), [m.group() for m in p.finditer('a1b c2', 0, 3)], p.split('a1b', maxsplit=-1), re.split(r',', 'a,b,c', maxsplit=-1))
print(p == re.compile(r'(\w)(\d)?'), p == re.compile(r'(\w)(\d)?', re.I), hash(p) == hash(re.compile(r'(\w)(\d)?')), copy.copy(p) is p, copy.deepcopy(p) is p)
m = p.match('a1')
print(m[0], m[1], m[2], m.regs if hasattr(m, 'regs') else '', copy.copy(m) is m, bool(m), m.__class__.__name__, re.Match, re.Pattern)
try:
    re.sub('a', lambda m: 5, 'abc')
except TypeError as e:
    print('TypeError', e)
try:
    re.sub('a', 'x', b'abc')
except TypeError as e:
    print('TypeError', e)
try:
    re.compile(b'a').search('a')
except TypeError as e:
    print('TypeError', e)
try:
    p.match('a1')[3]
except IndexError as e:
    print('IndexError', e)
try:
    re.compile(re.compile('a'), re.I)
except ValueError as e:
    print('ValueError', e)
print(re.compile(re.compile('a')).pattern, re.purge(), re.sub('(?P<x>a)', r'\g<0>\g<x>', 'ab'), re.sub('a', r'\\n', 'a'), re.subn('a*', '-', 'baac'))
try:
    re.sub('a', r'\g<2>', 'a')
except re.error as e:
    print('error', e)
try:
    re.sub('a', '\\', 'a')
except re.error as e:
    print('error', e)
try:
    re.sub('(a)', r'\g<-1>', 'a')
except re.error as e:
    print('error', e)
print(re.sub('(a)|b', r'[\1]', 'ab'), re.fullmatch('a|ab', 'ab'), re.match('(?:a|ab)$', 'ab'), re.search(r'\d+$', 'x12\n'), re.search(r'\d+\Z', 'x12\n'))
print(re.findall(r'(?i)straße', 'STRASSE straße'), re.findall('[^a]', 'aé\nb'), re.findall(r'\s', '\u00a0\u2003 \t'), re.findall(r'\d', '١٢3'), re.findall(r'(?a)\d', '١٢3'))
print(repr(re.compile('x', re.DEBUG * 0)), re.compile('x').flags, re.compile(b'x').flags, re.compile('(?a)x').flags, re.compile('(?i)x').flags)
