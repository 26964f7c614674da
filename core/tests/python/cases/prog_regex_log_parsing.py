import re

LOG = """\
2024-03-01 12:00:01 INFO  [auth] user=alice action=login ip=10.0.0.5
2024-03-01 12:00:07 WARN  [db] slow query took 1532ms table=orders
2024-03-01 12:01:13 ERROR [auth] user=bob action=login ip=10.0.0.9 reason="bad password"
2024-03-01 12:02:00 INFO  [api] GET /v1/items?id=42 200 12ms
2024-03-01 12:02:05 ERROR [api] POST /v1/orders 500 230ms
"""

LINE = re.compile(
    r"^(?P<date>\d{4}-\d{2}-\d{2}) (?P<time>[\d:]{8}) (?P<level>[A-Z]+)\s+\[(?P<comp>\w+)\] (?P<msg>.*)$",
    re.MULTILINE,
)
KV = re.compile(r'(\w+)=("[^"]*"|\S+)')

for m in LINE.finditer(LOG):
    kv = {k: v.strip('"') for k, v in KV.findall(m["msg"])}
    print(m.group("level"), m["comp"], m.start("msg"), kv)

print(re.findall(r"\b(\d+)ms\b", LOG))
print(re.findall(r"(GET|POST) (\S+) (\d{3})", LOG))
print(re.sub(r"ip=(\d+)\.(\d+)\.\d+\.\d+", r"ip=\1.\2.x.x", LOG.splitlines()[0]))
print(re.sub(r"\d+ms", lambda m: f"{int(m.group()[:-2]) / 1000:.3f}s", LOG.splitlines()[3]))
print(re.subn(r"\s+", " ", "a   b \t c\n\nd"))
print(re.split(r"[,;]\s*", "a, b;c ;  d"), re.split(r"(,)", "a,b,c"), re.split(r"\s+", " x y ", maxsplit=1))
print(re.match(r"(\w+)@(\w+)\.com", "joe@example.com").groups(), re.fullmatch(r"\d+", "123a"))
m = re.search(r"(?P<user>\w+)@(?P<domain>[\w.]+)", "contact: jane.doe@mail.example.org today")
print(m.group(), m.groupdict(), m.span(), m.span("domain"), m.lastgroup, m.lastindex, m.re.pattern)
print(re.findall(r"(?i)hello", "Hello HELLO hello"), re.findall(r"^\w", "ab\ncd", re.M), re.findall(r"a.c", "a\nc", re.S))
print(re.findall(r"\d+(?=px)", "10px 20em 30px"), re.findall(r"(?<!\$)\b\d+\b", "$5 10 $20 30"))
print(re.findall(r"(\w)\1", "aabbcdde"), re.sub(r"(?P<w>\w+) (?P<x>\w+)", r"\g<x> \g<w>", "hello world"))
print(re.findall(r"<.+?>", "<a><b></b>"), re.findall(r"<.+>", "<a><b></b>"), re.findall(r"a{2,3}", "aaaaaaa"))
pat = re.compile(r"""
    (?P<num>-?\d+(\.\d+)?)   # number
    \s*
    (?P<unit>kg|g|lb)?       # optional unit
""", re.VERBOSE)
for s in ["12.5kg", "-3 g", "7", "x"]:
    mm = pat.match(s)
    print(s, "->", mm and (mm["num"], mm["unit"]))
print(re.escape("a.b*c?(d)"), re.compile("ab", re.I).flags & re.I != 0, pat.groupindex)
print([m.group() for m in re.finditer(r"\b[A-Z][a-z]+\b", "Alice met Bob and CAROL in Paris")])
print(re.sub(r"(?m)^", "> ", "l1\nl2"), re.sub("", "-", "abc"), re.sub(r"x*", "-", "abxd"))
print(re.match(r"(a)(b)?", "a").groups(), re.match(r"(a)(b)?", "a").groups("default"), re.match(r"(a)|(b)", "b").span(1))
camel = "parseHTTPResponseCodeAndBody"
print(re.sub(r"(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "_", camel).lower())
print(re.sub(r"_(\w)", lambda m: m.group(1).upper(), "snake_case_to_camel"))
try:
    re.compile(r"(unclosed")
except re.error as e:
    print("re.error:", e, e.pos)
try:
    re.compile(r"a{2,1}")
except re.error as e:
    print("re.error:", e)
try:
    re.sub(r"(a)", r"\2", "a")
except re.error as e:
    print("re.error:", e)
emails = ["good@x.io", "bad@", "@bad.com", "also.good+tag@sub.domain.org", "no spaces@x.com"]
EMAIL = re.compile(r"^[\w.+-]+@[\w-]+(\.[\w-]+)+$")
print([e for e in emails if EMAIL.match(e)])
print(re.findall(r"[^\W\d_]+", "héllo wörld 123 naïve_x"), re.findall(r"\w+", "日本語 text", re.ASCII))
print(re.search(r"\bcat\b", "concatenate cat"), repr(re.search("z", "abc")))
