# re as ordinary programs use it: a tokenizer, log parsing, case conversion, validation.
import re
from collections import Counter

TOKEN = re.compile(r"""
    (?P<NUMBER>\d+(?:\.\d*)?)
  | (?P<NAME>[A-Za-z_]\w*)
  | (?P<OP>[+\-*/=()])
  | (?P<SKIP>[ \t]+)
  | (?P<MISMATCH>.)
""", re.VERBOSE)

def tokenize(code):
    for m in TOKEN.finditer(code):
        kind = m.lastgroup
        if kind == "SKIP":
            continue
        yield kind, m.group(), m.start()

print(list(tokenize("x = 3.5 * (y + 42) $")))

LOG = """2024-01-05 10:22:01 INFO  server started port=8080
2024-01-05 10:22:07 WARN  slow request path=/api/v1 ms=1204
2024-01-05 10:23:00 ERROR failed path=/login code=500
2024-01-05 10:23:09 INFO  request path=/api/v1 ms=35"""
line_re = re.compile(r"^(\S+) (\S+) (\w+)\s+(.*)$", re.M)
for date, time, level, rest in line_re.findall(LOG):
    fields = dict(re.findall(r"(\w+)=(\S+)", rest))
    print(level, time, fields)
print(Counter(m.group(1) for m in line_re.finditer(LOG)))

def snake(name):
    s = re.sub(r"(.)([A-Z][a-z]+)", r"\1_\2", name)
    return re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", s).lower()

for n in ["CamelCase", "getHTTPResponseCode", "already_snake", "HTML2Text"]:
    print(n, snake(n))

EMAIL = re.compile(r"^[\w.+-]+@[\w-]+\.[\w.-]+$")
for e in ["a@b.co", "first.last+tag@example.org", "bad@", "no at.com", "x@y.z\n"]:
    print(repr(e), bool(EMAIL.match(e)))

words = re.findall(r"[a-z']+", "It's the end of the world as we know it, and I feel fine.".lower())
print(Counter(words).most_common(3))
print(re.sub(r"\s+", " ", "  lots   of\t\twhite \n space ").strip())
print(re.split(r"(?:\r\n|\n)", "a\nb\r\nc"))
date = re.compile(r"(?P<y>\d{4})-(?P<m>\d\d)-(?P<d>\d\d)")
print(date.sub(r"\g<d>/\g<m>/\g<y>", "from 2024-01-05 to 2024-02-29"))
print([m.groupdict() for m in date.finditer("2024-01-05 and 1999-12-31")])
print(re.sub(r"\b(\w)(\w*)", lambda m: m.group(1).upper() + m.group(2), "hello big world"))
print(re.findall(r"\d+|[a-z]+", "abc123def45"), re.fullmatch(r"[0-9a-f]{6}", "00ff7a") is not None)
print(re.search(r"(?i)hello", "Say HELLO"), re.findall(r"(?m)^#.*$", "# a\ncode\n# b"))
