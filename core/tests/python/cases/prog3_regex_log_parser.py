import re
log = """2023-01-05 10:15:32 INFO  [auth] user=alice action=login ip=10.0.0.1
2023-01-05 10:16:01 ERROR [db] query failed: timeout after 30s
2023-01-05 10:17:45 WARN  [auth] user=bob action=login ip=10.0.0.22 attempts=3
2023-01-06 08:00:00 INFO  [cron] job=backup status=ok duration=125s
garbage line
2023-01-06 09:30:10 ERROR [auth] user=carol action=reset ip=192.168.1.5"""
LINE = re.compile(r"^(?P<date>\d{4}-\d{2}-\d{2}) (?P<time>[\d:]{8}) (?P<level>[A-Z]+)\s+\[(?P<mod>\w+)\] (?P<msg>.*)$", re.M)
for m in LINE.finditer(log):
    kv = dict(re.findall(r"(\w+)=(\S+)", m["msg"]))
    print(m.group("date", "level"), m["mod"], kv, m.span("mod"))
print(len(LINE.findall(log)), LINE.findall(log)[1][:3])
print(re.findall(r"^\d{4}-\d\d-(\d\d)", log, re.M))
print(re.findall(r"\b\d+(?=s\b)", log), re.findall(r"(?<=user=)\w+", log), re.findall(r"ip=(?!10\.)[\d.]+", log))
redacted = re.sub(r"(\d+)\.(\d+)\.(\d+)\.(\d+)", lambda m: f"{m[1]}.x.x.{m.group(4)}", log.splitlines()[2])
print(redacted)
print(re.sub(r"(?P<k>\w+)=(?P<v>\w+)", r"\g<v>:\g<k>", "a=1 b=2"), re.sub(r"x*", "-", "abxd"), re.subn(r"\s+", " ", "a  b \t c\n"))
print(re.split(r"(,|;)\s*", "a, b;c ,d"), re.split(r"\W+", "Words, words, words."), re.split(r"(\W+)", "Words, words."), re.split(r"\d", "a1b2c", maxsplit=1))
print(re.split(r"\b", "hi there"), re.split(r"x*", "axbc"))
m = re.match(r"(\w+) (\w+)(?: (\w+))?", "Isaac Newton")
print(m.groups(), m.groups("-"), m.group(0), m.lastindex, m.start(2), m.end(), m.groupdict() if m.re.groupindex else {})
m2 = re.search(r"(?i)HELLO\s(?P<who>w\w+)", "say hello World!")
print(m2.group(), m2["who"], m2.groupdict(), m2.pos, m2.string[m2.start():m2.end()], m2.expand(r"<\g<who>>"))
print(re.fullmatch(r"[a-z]+\d*", "abc123") is not None, re.fullmatch(r"[a-z]+", "abc1"), bool(re.match(r"b", "ab")), bool(re.search(r"b", "ab")))
pat = re.compile(r"""
    (?P<user>[\w.+-]+)   # user part
    @
    (?P<domain>[\w-]+(?:\.[\w-]+)+)
""", re.VERBOSE)
print([m.group("user", "domain") for m in pat.finditer("mail a.b+c@ex.co.uk or x@y.org, not bad@nodot")])
print(re.findall(r"(a)(b)?", "ab a"), re.findall(r"a|(b)", "ab"), re.escape("1+1=2?"), re.findall(r".", "a\nb", re.S))
print(re.sub(r"(?m)^", "> ", "l1\nl2"), re.findall(r"(?<!\$)\b\d+\b", "$10 and 20"), re.match(r"(a+?)(a*)", "aaa").groups())
print(re.sub(r"(\w)(\1)", r"[\2\1]", "aabbcd"), re.search(r"(\d+)-\1", "12-12 3-4").group(), re.findall(r"[^\W\d_]+", "ab_12cd"))
try:
    re.compile(r"(unclosed")
except re.error as e:
    print(type(e).__name__, e.msg, e.pos)
try:
    re.compile(r"a{2,1}")
except re.error as e:
    print(type(e).__name__, e)
print(pat.flags & re.VERBOSE != 0, pat.groups, sorted(pat.groupindex.items()), LINE.pattern[:10])
