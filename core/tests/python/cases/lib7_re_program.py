import re
log = """2024-01-05 10:00:01 ERROR [db] connection lost (code=42)
2024-01-05 10:00:05 INFO [web] request /index.html took 12ms
2024-01-05 10:01:00 WARN [db] slow query: 1500ms
2024-01-05 10:02:30 ERROR [auth] bad token for user=alice"""
pat = re.compile(r'^(?P<date>\S+) (?P<time>\S+) (?P<level>[A-Z]+) \[(?P<mod>\w+)\] (?P<msg>.*)$', re.M)
for m in pat.finditer(log):
    print(m['level'], m['mod'], m.start('msg'), repr(m['msg'][:20]))
print([m.groupdict()['mod'] for m in pat.finditer(log) if m['level'] == 'ERROR'])
print(re.findall(r'(\d+)ms', log), re.findall(r'(\w+)=(\w+)', log))
print(re.sub(r'(?P<h>\d\d):(?P<m>\d\d):\d\d', r'\g<h>h\g<m>', log.splitlines()[0]))
tokens = re.compile(r'\s*(?:(\d+\.?\d*)|(.))')
print([(n, o) for n, o in tokens.findall('3 + 4.5*(2 - 1)')])
def camel_to_snake(s):
    s = re.sub(r'(.)([A-Z][a-z]+)', r'\1_\2', s)
    return re.sub(r'([a-z0-9])([A-Z])', r'\1_\2', s).lower()
print(camel_to_snake('CamelCaseHTTPResponse'), camel_to_snake('getHTTPResponseCode'))
print(re.sub(r'_(\w)', lambda m: m.group(1).upper(), 'snake_case_name'))
print(re.split(r'\s*[,;]\s*', 'a , b;c ;d'), re.split(r'(?<=[.!?]) +', 'Hi there. How are you? Fine!'))
print(re.split(r'\b', 'ab cd'), re.split(r'(?=x)', 'axbxc'), re.split('', 'abc'))
email = re.compile(r'^[\w.+-]+@([\w-]+\.)+[a-zA-Z]{2,}$')
print([bool(email.match(e)) for e in ['a.b@c.com', 'bad@', 'x+y@sub.dom.org', '@no.com']])
print(re.findall(r'\b(\w)(\w*)\1\b', 'anna bob civic level noon xyz'))
print(re.sub(r'(\w+) (\w+)', r'\2 \1', 'one two three four five'))
print(re.subn(r'a|b', '', 'aabbcc', count=3), re.sub(r'^', '> ', 'l1\nl2', flags=re.M))
print(re.match(r'(?P<a>x)(?P<b>y)?', 'x').groupdict(), re.match(r'(x)?(y)?', '').groups(), re.match(r'(x)*', 'xxx').group(1))
print(re.search(r'(?i:AB)c', 'xabc'), re.search(r'(?i:AB)c', 'xabC'), re.findall(r'(?s:.)+', 'a\nb'))
m = re.search(r'(\d+)\s(\w+)', 'room 101 east wing')
print(m.regs if hasattr(m, 'regs') else '', m.string, m.re.pattern, m.pos, m.endpos, m.span(1), m.group(0, 2))
print(re.compile(r'o').search('foo bar boo', 3).start(), re.compile(r'o').findall('foo bar boo', 2, 9), re.compile('^b').match('ab', 1))
print(re.fullmatch(r'[a-z]+\d?', 'abc1'), re.fullmatch('a|ab', 'ab'), re.match('a|ab', 'ab').group())
print(re.findall(r'\d{2,}?', '12345'), re.findall(r'<.+?>', '<a><b>'), re.findall(r'<.+>', '<a><b>'), re.findall(r'a*?b', 'aaab'))
print(re.sub(r'\s+$', '', 'trail   '), re.sub(r'(?m)\s+$', '', 'a  \nb '), re.escape('1+1=2? $5 ^_^'), re.escape('über'))
print(re.findall(r'[\u4e00-\u9fff]+', 'mix 中文 text 字'), re.findall(r'\w+', 'naïve café'), re.findall(r'\w+', 'naïve café', re.A))
print(re.match(r'(a)(?(1)b|c)', 'ab'), re.match(r'(a)?(?(1)b|c)', 'c'))
print(re.sub('(a)', r'\g<0>\g<0>', 'banana'), re.sub('', '-', 'ab'), re.sub('b*', '-', 'abc'))
try:
    re.sub('(a)', r'\2', 'a')
except re.error as e:
    print('error', e)
try:
    re.compile('(?P<n>a)(?P<n>b)')
except re.error as e:
    print('error', e)
try:
    re.compile('a**')
except re.error as e:
    print('error', e)
try:
    re.compile(r'(?<=a+)b')
except re.error as e:
    print('error', e)
print(re.purge() if False else re.template if False else 'ok', re.compile('a') is re.compile('a') or True)
print(re.compile(r'(?x) a b # comment').pattern, re.compile(r'(?x) a b # comment').match('ab'))
