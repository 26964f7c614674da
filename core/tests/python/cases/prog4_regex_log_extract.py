# re: groups, named groups, lookarounds, sub with function, split, flags
import re

log = """2024-01-05 10:22:01 ERROR [db] Connection refused (code=111)
2024-01-05 10:22:05 WARN  [api] Slow response 1532ms
2024-01-05 10:23:00 INFO  [api] GET /users/42 200
2024-01-06 08:00:00 ERROR [auth] Token expired for user=alice
"""
pat = re.compile(r"^(?P<date>\d{4}-\d{2}-\d{2}) (?P<time>[\d:]+) (?P<level>\w+)\s+\[(?P<mod>\w+)\] (?P<msg>.*)$", re.M)
for m in pat.finditer(log):
    print(m.group("level"), m["mod"], m.group("date", "time"), m.span("msg"))
print(pat.groupindex["msg"], pat.groups)
m = pat.search(log)
print(m.groupdict()["msg"], m.start(), m.end(), m.lastgroup)
print(re.findall(r"(\w+)=(\w+)", log))
print(re.findall(r"\d+(?=ms)", log), re.findall(r"(?<=user=)\w+", log), re.findall(r"(?<!\d)\d{3}(?!\d)", log))
print(re.sub(r"(\d{4})-(\d{2})-(\d{2})", r"\3/\2/\1", "on 2024-01-05 and 2023-12-31"))
print(re.sub(r"\d+", lambda m: str(int(m.group()) * 2), "a1 b22 c333"))
print(re.subn(r"\s+", " ", "a  b \t c\n d"), re.sub(r"(?P<w>\w+)", r"<\g<w>>", "hi there", count=1))
print(re.split(r"[,;]\s*", "a, b;c ,d"), re.split(r"(,)", "a,b,c"), re.split(r"\s", "a b c", maxsplit=1))
print(re.split(r"x*", "axbc"), re.sub(r"x*", "-", "abxd"))
print(re.fullmatch(r"\d+", "123"), re.fullmatch(r"\d+", "123a"), re.match(r"a|ab", "ab").group())
verbose = re.compile(r"""
    (?P<user>[\w.]+)   # user part
    @
    (?P<host>[\w.-]+\.[a-z]{2,})  # host
""", re.X | re.I)
for addr in ["Bob.Smith@Example.COM", "bad@host", "x@y.io"]:
    mm = verbose.fullmatch(addr)
    print(addr, mm.group("user", "host") if mm else None)
print(re.findall(r"\b[A-Z][a-z]+\b", "Alice met Bob and CAROL in Paris"))
print(re.findall(r"(a)(b)?", "ab a"), re.search(r"(x)?y", "y").groups(), re.search(r"(x)?y", "y").groups("-"))
print(re.escape("a.b*c?(d)"), re.findall(r"[^\W\d_]+", "abc_12 déf"))
print(re.compile(r"(?i)hello").match("HeLLo").group(), re.IGNORECASE | re.MULTILINE)
print(re.sub(r"(?m)^", "> ", "l1\nl2"), re.findall(r"^\w", "a\nb", re.M), re.findall(r".", "a\nb", re.S))
print(re.match(r"(\w)(\w)?(\w)?", "ab").lastindex, re.match(r"(?:ab)+", "ababx").group())
print(re.sub(r"(a)|b", r"[\1]", "ab"), re.findall(r"(\d)\1", "112233 45"))
m2 = re.match(r"(?P<first>\w+) (?P<last>\w+)", "Jane Doe")
print(m2.expand(r"\g<last>, \g<first>"), m2.re.pattern, m2.string, repr(m2)[:40])
print(re.findall(r"a{2,3}?", "aaaaa"), re.findall(r"\Bend", "endless weekend"), re.search(r"\Aab\Z", "ab") is not None)
try:
    re.compile(r"(unclosed")
except re.error as e:
    print("re.error:", e.msg, e.pos)
