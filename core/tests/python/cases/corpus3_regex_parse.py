import re

LOG = """2024-03-01 12:00:01 INFO  [auth] user=alice action=login ip=10.0.0.5
2024-03-01 12:00:07 WARN  [auth] user=bob action=login ip=10.0.0.9 failed=3
2024-03-01 12:01:00 ERROR [db] query took 1532ms table=orders
2024-03-01 12:02:13 INFO  [auth] user=alice action=logout
"""
line_re = re.compile(r"""
    (?P<date>\d{4}-\d{2}-\d{2})\s
    (?P<time>[\d:]{8})\s
    (?P<level>[A-Z]+)\s+
    \[(?P<mod>\w+)\]\s
    (?P<msg>.*)
""", re.VERBOSE)
for m in line_re.finditer(LOG):
    kv = dict(re.findall(r"(\w+)=(\S+)", m["msg"]))
    print(m.group("time", "level"), m["mod"], kv, m.span("level"))
print(re.sub(r"(\d+)ms", lambda m: f"{int(m[1]) / 1000:.2f}s", LOG.splitlines()[2]))
print(re.sub(r"user=(\w+)", r"user=<\1>", LOG.splitlines()[0]), re.subn(r"\d", "#", "a1b22c333"))
print(re.split(r"(\s*[,;]\s*)", "a , b;c ;d"), re.split(r"\W+", "Hello, world! Bye.", maxsplit=2))
print(re.findall(r"(?<=\$)\d+(?:\.\d\d)?", "cost $30 or $4.50, not 7"), re.findall(r"\b\w+(?=ing\b)", "sing running walked eating"))
print(re.match(r"(\w+) (\w+)", "Isaac Newton, physicist").groups(), re.fullmatch(r"[a-z]+", "abc1"), re.search(r"^b", "a\nb", re.M).start())
m = re.search(r"(?P<first>\w+)\s(?P<last>\w+)?", "Ada ")
print(m.groupdict(), m.groupdict("?"), m.lastgroup, m.expand(r"\g<first>!"))
print(re.escape("a.b*c?"), re.compile(r"x+", re.I).pattern, bool(re.search("X", "axb", re.IGNORECASE)))
print(re.findall(r"(a)(b)?", "ab a"), re.findall(r"<.*?>", "<a><b>"), re.findall(r"<.*>", "<a><b>"))
pat = re.compile(r"(\d+)-(\d+)")
print(pat.sub(r"\2-\1", "10-20 and 3-4"), pat.search("x 5-6").group(0, 1, 2), pat.groups, pat.flags & re.UNICODE != 0)
print(re.sub(r"(?i)hello", "bye", "Hello HELLO hello"), re.findall(r"(\w)\1", "aabbcd ee"), re.sub(r"^\s+|\s+$", "", "  trim me  "))
try:
    re.compile(r"(unclosed")
except re.error as e:
    print("re.error:", e)
words = "The quick brown fox jumps over the lazy dog".split()
print(sorted(words, key=lambda w: re.sub(r"[aeiou]", "", w.lower())))
print([w for w in words if re.fullmatch(r"[^aeiou]*[aeiou][^aeiou]*", w, re.I)])
