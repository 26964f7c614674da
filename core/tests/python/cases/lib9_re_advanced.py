import re
m = re.search(r'(\d+)-(\d+)', 'tel 123-4567 x')
print(repr(m), repr(re.compile(r'\d+', re.I | re.M)), repr(re.compile('a', re.ASCII)), re.I | re.M, repr(re.I | re.S), str(re.X), re.RegexFlag(2), repr(re.NOFLAG) if hasattr(re, 'NOFLAG') else '')
print(re.findall(r'a++b', 'aaab ab'), re.findall(r'(?>a+)b', 'aab'), re.match(r'(?>a*)a', 'aaa'), re.match(r'a*+a', 'aaa'), re.findall(r'\d{2,}+', '12345 6'))
print(re.findall(r'(<)?(\w+@\w+(?:\.\w+)+)(?(1)>|$)', '<user@host.com> user@host.com <user@host.com'))
print(re.sub(r'(?P<first>\w+) (?P<last>\w+)', r'\g<last>, \g<first>', 'John Smith'), re.sub(r'(\d)', r'\g<1>0', 'a1b2'), re.sub('x', r'\n', 'axb'), re.sub('x', '\\\\', 'axb'))
try:
    re.compile(r'(?P<name>a)(?P<name>b)')
except re.error as e:
    print('error', e, '|', e.msg, e.pos, e.pattern, e.lineno, e.colno)
try:
    re.compile('a\n(b')
except re.error as e:
    print('error', e, '|', e.msg, e.pos, e.lineno, e.colno)
try:
    re.compile('[a')
except re.error as e:
    print('error', e)
for pat in [r'(?<=a+)b', r'\1(a)', r'a**', r'(?z)', r'(?P<>a)', r'x{3', r'\k', '(?i', r'\x1', r'\u12', '(?P=n)']:
    try:
        print(pat, re.compile(pat).pattern)
    except re.error as e:
        print(pat, 'error', e)
print(re.findall(r'\bfoo\b', 'foo.bar foobar (foo)'), re.findall(r'\Bo\B', 'foo boo'), re.findall(r'\w+', 'héllo wörld', re.A), re.findall(r'\w+', 'héllo wörld'))
print(re.split(r'\b', 'a b'), re.split(r'(?=x)', 'axbxc'), re.split('', 'abc'), re.findall(r'', 'ab'), [m.span() for m in re.finditer(r'a*', 'baac')])
print(re.match(r'(a)|(b)', 'b').groups(), re.match(r'(a)|(b)', 'b').lastindex, re.match(r'(a)(b)?', 'a').span(2), re.match(r'(?:(a)|b)+', 'ab').group(1))
p = re.compile(r'(?P<k>\w+)=(?P<v>\w+)')
print([m.groupdict() for m in p.finditer('a=1, b=2')], p.sub(lambda m: f"{m['v']}={m['k']}", 'a=1 b=2'), p.fullmatch('a=1', 0, 3), p.search('xx a=1', 3))
print(re.compile('(?i)ß').match('SS'), re.compile('(?i)k').match('\u212a'), re.findall(r'(?i)[a-z]+', 'ABC def'), re.match(r'(?x) a b # c', 'ab'), re.match(r'(?s:.)', '\n'))
print(re.match(r'(?i:A)b', 'aB'), re.match(r'(?i:A)b', 'ab'), re.sub(r'(?i)hello', 'X', 'Hello HELLO'), re.findall(r'[[:alpha:]]', 'a:') if False else '')
print(re.escape(''), re.escape('\n'), re.escape(b'a.b'), re.fullmatch(rb'\d+', b'42'), re.findall(rb'\w', b'a\xe9'))
print(re.match(r'(\w+) (\w+)', 'Isaac Newton').group(0, 1, 2), re.match(r'(a)(?P<x>b)', 'ab').groupdict(), re.match('a', 'a').regs if hasattr(re.match('a', 'a'), 'regs') else '')
m2 = re.match(r'(?P<a>x)?y', 'y'); print(m2.group('a'), m2.groupdict(), m2.groups('d'), m2.start('a'), m2.span(1))
print(re.subn(r'(?m)^\s+', '', '  a\n   b\nc'), re.sub('a', lambda m: '', 'banana', 2), re.sub(r'(?<!\w)x', 'Y', 'x ax x'))
