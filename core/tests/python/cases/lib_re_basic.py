import re
print(re.search(r"(\d+)-(\d+)", "tel 555-1234 x").groups())
m = re.match(r"(?P<first>\w+) (?P<last>\w+)", "Jane Doe rest")
print(m, m.group(0), m.group(1, 2), m["last"], m.groupdict(), m.span(2), m.start(), m.end(1), m.lastindex, m.lastgroup)
print(re.fullmatch(r"a|ab", "ab"), re.fullmatch(r"\d+", "12a"), re.match(r"b", "ab"))
print(re.findall(r"\d+", "a1b22c333"), re.findall(r"(\w)(\d)", "a1 b2 c"), re.findall(r"x*", "abxd"))
print(re.sub(r"x*", "-", "abxd"), re.sub(r"(\w+)@(\w+)", r"\2 at \1", "me@host you@there"))
print(re.sub(r"(?P<n>\d)", r"<\g<n>\g<0>>", "a1b2"), re.subn("a", "b", "banana", count=2))
print(re.sub(r"\d", lambda m: str(int(m.group()) * 2), "1 2 3"))
print(re.split(r"[,;]\s*", "a, b;c,  d"), re.split(r"(,)", "a,b,c"), re.split(r"\s+", " a b ", maxsplit=1))
print([m.span() for m in re.finditer(r"o", "foo boo")])
p = re.compile(r"ab+", re.I)
print(p, p.pattern, p.flags, p.groups, p.groupindex, p.search("xABBBy"), p.findall("ab AB abb"))
print(re.compile(r"(?P<x>a)(b)?").match("a").groups(), re.compile(r"(a)(b)?").match("a").groups("-"))
print(re.escape("a.b*c?d"), re.escape("hello world_1"))
print(re.match(r"^\s*$", "   "), bool(re.match("a", "a")), re.search("$", "ab"))
print(re.findall(r"^\w", "ab\ncd", re.M), re.findall(r".", "a\nb", re.S), re.search(r"a{,2}", "aaa"))
print(re.compile(r"\d").search("abc123", 4), re.compile(r"^a").search("ba", 1), re.compile(r"c$").search("abc", 0, 3))
print(re.findall(r"é+", "aéé b é"), re.search(r"(ü)(x)", "aüx").span(2))
v = re.compile(r"""
   (\d+)   # number
   \s*     # space
   ([a-z]+) # unit
""", re.VERBOSE)
print(v.findall("10 kg, 5m"))
try:
    re.sub("a", r"\2", "a")
except re.error as e:
    print(e)
print(re.match(r"(a)|(b)", "b").lastindex, re.sub("", "-", "abc"), re.split("x*", "axbc"))
print(re.I | re.M, re.compile("a", re.I | re.M), re.search("a", "A", flags=re.IGNORECASE))
print(re.I, str(re.I), repr(re.I), f'{re.I}', re.I|re.M, re.I+1, re.I|0, repr(re.I|0), re.NOFLAG, repr(re.NOFLAG), ~re.I, re.I & re.M, repr(re.I&re.M), isinstance(re.I,int), re.I == 2, hash(re.I)==2, re.I.name, re.I.value, re.A|re.X|re.U)
print(re.compile("a").flags, re.compile("a", re.A).flags, re.compile("(a)(?P<q>b)").groupindex)
print(re.sub(r"(\d)", r"\1\1", "a1"), re.sub("a", "\\n", "a"), re.sub("a", r"\n", "a") == "\n")
m = re.search(r"(\w+)\s(\w+)", "hello world"); print(m.expand(r"\2 \1"), m.regs, m.re.pattern, m.string, m.pos, m.endpos)
print(re.findall(r"[a-c]+", "abcxcba"), re.findall(r"[^a-c]+", "abcxycba"), re.findall(r"[]a]", "]a"), re.split(r"\b", "hi there"))
print(re.match(r"(\d{3})-(\d{4})", "555-1234").group(2), re.findall(r"\bfoo\b", "foo foobar foo"))
