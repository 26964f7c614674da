import re
log = """2024-01-05 10:00:01 INFO user=alice action=login ip=10.0.0.1
2024-01-05 10:02:17 WARN user=bob action=fail ip=10.0.0.22
2024-01-05 10:03:45 ERROR user=alice action=crash ip=192.168.1.5
bad line here"""
pat = re.compile(r"^(?P<date>\d{4}-\d\d-\d\d) (?P<time>[\d:]+) (?P<lvl>[A-Z]+) (?P<rest>.*)$", re.M)
for m in pat.finditer(log):
    kv = dict(re.findall(r"(\w+)=(\S+)", m["rest"]))
    print(m.group("lvl"), m.start(), m.end(), m.span("time"), sorted(kv.items()))
print(pat.groupindex["lvl"], pat.groups, pat.flags & re.M != 0)
print(re.sub(r"(\d+)\.(\d+)\.(\d+)\.(\d+)", r"\4.\3.\2.\1", "ip 10.0.0.1 and 1.2.3.4"))
print(re.sub(r"(?P<w>\w+)@", r"<\g<w>>", "me@x you@y"), re.sub(r"a|b", lambda m: m.group().upper() * 2, "abcab"))
print(re.subn(r"\s+", " ", "a  b\t\tc\n d"), re.sub("x*", "-", "abxd"), re.sub("", "|", "ab"))
print(re.split(r"[,;]\s*", "a, b;c ;d"), re.split(r"(,)", "a,b,c"), re.split(r"\W+", "Words, words, words."), re.split("x", "axbxc", maxsplit=1))
print(re.findall(r"\b\w", "hello big world"), re.findall(r"(a)(b)?", "ab a"), re.findall(r"\d+(?=px)", "10px 20em 30px"))
print(re.fullmatch(r"\d{3}-\d{4}", "555-1234") is not None, re.fullmatch(r"\d+", "12a"), re.match(r"a", "ba"), re.search(r"a", "ba").span())
m = re.match(r"(\w+) (\w+)(?: (\w+))?", "Jane Doe")
print(m.groups(), m.groups("-"), m.group(0, 1), m.groupdict(), m.lastindex, m.expand(r"\2, \1"), m.re.pattern, m.string, m.pos)
print(re.escape("a.b*c?(d)[e]{f}^$|\\ -#&~"), re.escape("plain_text123"))
print(re.findall(r"(?i)hello", "Hello HELLO hello"), re.findall(r"(?x) \d+  # digits", "a1b22"), re.search(r"(?s)a.b", "a\nb").group())
print(re.findall(r"^\w", "ab\ncd", re.M), re.findall(r"\w$", "ab\ncd"), re.findall(r"(?<=\$)\d+", "$5 and $60 but 7"))
print(re.sub(r"(\w)\1", r"[\1\1]", "aabbcd"), re.search(r"(?P<q>['\"]).*?(?P=q)", "say 'hi' now").group())
print(re.findall(r"[^\W\d_]+", "abc_12 déf ghi3"), re.findall(r"\d", "٣ 3"), re.findall(r"[\u0400-\u04FF]+", "abc привет xyz"))
print(re.findall(r"a{2,3}?", "aaaaaa"), re.findall(r"a*?b", "aaab"), re.match(r"(a|ab)(c|bcd)(d*)", "abcd").groups())
for bad in [r"(", r"[a-", r"a{2,1}", r"(?P<1>x)", "*a"]:
    try:
        re.compile(bad)
    except re.error as e:
        print("re.error:", e)
tok = re.compile(r"\s*(?:(\d+\.?\d*)|(\w+)|(.))")
print([(n or None, w or None, o or None) for n, w, o in tok.findall("x1 = 3.5 + y*(2)")])
print(re.compile(r"\d+").sub("#", "a1b22c333", count=2), repr(re.compile("ab", re.I)), re.compile(r"x").search("axb", 2))
print([m.group() for m in re.finditer(r"\b[A-Z][a-z]+\b", "Alice met Bob at NASA with Carol")])
print(re.match(r"(?P<a>x)|(?P<b>y)", "y").groupdict(), re.match(r"(?P<a>x)|(?P<b>y)", "y").lastgroup)
