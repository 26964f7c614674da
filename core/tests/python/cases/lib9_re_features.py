import re
m = re.match(r'(?P<year>\d{4})-(?P<mon>\d\d)(?:-(?P<day>\d\d))?', '2024-05 rest')
print(m.groupdict(), m.groupdict('??'), m.group('year', 'mon'), m.groups(), m.groups(0), m.span('mon'), m.lastgroup, m.lastindex)
print(m.start(3), m.end(2), m.string, m.re.pattern, m.pos, m.endpos, m[0], m['year'])
print(re.findall(r'\w+(?=,)', 'a, bb, ccc'), re.findall(r'(?<!\$)\b\d+', '$10 20 $30 40'), re.findall(r'(?<=@)\w+', 'a@b c@dd'))
print(re.findall(r'\b\w+(?!ing)\b', 'sing going at'), re.sub(r'(?<=\d)(?=(\d{3})+$)', ',', '1234567'))
print(re.sub(r'\d+', lambda m: str(int(m.group()) * 2), 'a1 b22 c333'), re.sub(r'(\w)(\w*)', lambda m: m[1].upper() + m[2], 'hello big world'))
print(re.subn(r'o', '0', 'foo boo', count=3), re.sub(r'(a)(b)?', r'[\2|\1]', 'ab a'), re.sub(r'(?P<w>\w+)', r'<\g<w>>', 'hi yo'))
print(re.split(r'(,)\s*', 'a, b,c'), re.split(r'(-)|(\+)', '1-2+3'), re.split(r'\s+', ' a b ', maxsplit=1), re.split(r'x*', 'axbc'))
print(re.findall(r'(\w)(\d)', 'a1 b2'), re.findall(r'A', 'aAa', re.I), re.findall(r'^\w', 'ab\ncd', re.M), re.findall(r'a.b', 'a\nb', re.S))
p = re.compile(r'''
    (\d+)   # number
    \s*
    ([a-z]+)  # unit
''', re.X)
print(p.findall('10 kg 5m'), p.flags & re.X != 0, p.groups, p.groupindex)
print(re.escape('a.b*c?d[e]f(g) h-i_j/k'), re.escape('tab\there'))
print([m.span() for m in re.finditer(r'\d+', 'a12b345c6')], re.fullmatch(r'\d+', '123'), re.fullmatch(r'\d+', '12a'))
print(re.search(r'(?i)hello', 'Say HELLO'), re.match(r'(a|b)*c', 'ababc').group(1), re.search(r'(x)?y', 'y').group(1))
print(re.sub(r'\s+', ' ', '  a \t\n b  ').strip(), re.sub('', '-', 'abc'), re.sub(r'a|', 'X', 'bab'))
print(re.compile(r'\d').sub('#', 'a1b2', 1), re.compile('b').search('abcb', 2).start(), re.compile('a').match('ba', 1))
print(re.findall(r'(?:ab)+', 'ababx ab'), re.findall(r'a{2,3}?', 'aaaaa'), re.findall(r'[^\W\d]+', 'ab1_c d2'))
print(re.match(r'(?P<a>x)(?P=a)', 'xx').group(), re.match(r'(\w)\1', 'aa').group(), re.search(r'(?#comment)z', 'z').group())
print(re.sub(r'(?m)^', '> ', 'l1\nl2'), re.findall(r'\Aa|b\Z', 'ab'), repr(re.compile(r'a+', re.I | re.M)))
print(m.expand(r'\g<mon>/\g<year>'), m.expand(r'\1'), re.template if False else '')
