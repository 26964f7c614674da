import re
log = """2024-01-05 10:22:01 ERROR [db] connection lost (code=503)
2024-01-05 10:22:05 INFO [web] retry scheduled
2024-01-06 08:00:00 WARN [db] slow query took 2.5s
2024-01-06 09:15:42 ERROR [auth] bad token for user=alice"""
pat = re.compile(r"^(?P<date>\d{4}-\d\d-\d\d) (?P<time>[\d:]+) (?P<level>[A-Z]+) \[(?P<comp>\w+)\] (?P<msg>.*)$", re.M)
for m in pat.finditer(log):
    print(m.group("level"), m["comp"], m.group(1, 3), m.span("msg"), len(m.groupdict()))
print([m.group("msg") for m in pat.finditer(log) if m["level"] == "ERROR"])
print(re.findall(r"(\w+)=(\w+)", log), re.findall(r"\d+\.\d+", log), re.findall(r"\b\d{2}\b", "1 22 333 44"))
print(re.sub(r"(\d{4})-(\d\d)-(\d\d)", r"\3/\2/\1", "on 2024-01-05 and 2023-12-31"))
print(re.sub(r"\d+", lambda m: str(int(m.group()) * 2), "a1b22c333"), re.subn(r"\s+", " ", "a   b \t\n c"))
print(re.sub(r"(?P<w>\w+)@", r"<\g<w>>", "me@x you@y"), re.sub("a", "b", "aaa", count=2), re.sub(r"x*", "-", "abxd"))
print(re.split(r"[,;]\s*", "a, b;c,  d"), re.split(r"(\d)", "a1b2c"), re.split(r"\s+", "  lead trail  "), re.split(",", "a,b,c", maxsplit=1))
print(re.findall(r"\w+(?=!)", "hi! there wow!"), re.findall(r"(?<=\$)\d+", "cost $30 or $45"), re.findall(r"\b(?!un)\w+able\b", "unable capable readable"))
print(re.findall(r"(?i)hello", "Hello HELLO hello"), re.search(r"o", "foo").start(), re.match(r"o", "foo"), re.fullmatch(r"\d+", "123"), re.fullmatch(r"\d+", "123a"))
m = re.search(r"(\w+) (\w+)?(x)?", "hello world")
print(m.groups(), m.groups("-"), m.group(0), m.lastindex, m.start(2), m.end(), m.string, m.re.pattern)
print(re.escape("a.b*c?"), re.findall(r"a.c", "abc a\nc", re.S), re.findall(r"^\w", "ab\ncd", re.M), len(re.findall(r".", "ab\n")))
email = re.compile(r"""
    ^[\w.+-]+      # user
    @
    [\w-]+(\.[\w-]+)+$  # domain
""", re.X)
print([bool(email.match(e)) for e in ["a.b@c.com", "bad@", "x+y@sub.d-e.org", "@no.com"]])
print(re.findall(r"(a)(b)?", "ab a"), re.findall(r"a|b|", "ab"), re.findall(r"(\d+)-(\d+)", "1-2 33-44"))
print(re.sub(r"(?m)^", "> ", "l1\nl2"), re.compile(r"\d").sub("#", "a1b2", 1), bool(re.search(r"\bcat\b", "concat cat")))
words = "The rain in Spain stays mainly".split()
print([w for w in words if re.search(r"ain", w)], re.findall(r"[aeiou]{2}", "beautiful queue"))
print(re.sub(r"([a-z])([A-Z])", r"\1_\2", "camelCaseString").lower(), "_".join(re.findall(r"[A-Z][a-z]*|[a-z]+", "parseHTTPResponseCode")))
try:
    re.compile(r"(unclosed")
except re.error as e:
    print("re.error", e)
print(re.match(r"(?P<a>x)(?P=a)", "xx").group(), re.search(r"(\w)\1", "hello").group(), re.sub(r"(\w)\1", r"[\1\1]", "aabbc"))
tok = re.compile(r"\s*(?:(\d+\.?\d*)|(.))")
print([(n or o) for n, o in tok.findall("3 + 4.5*(2 - 1)")])
