import re

def t(label, f):
    try:
        r = f()
        print(label, repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)

t("sub groups", lambda: (re.sub(r"(\w+)@(\w+)", r"\2 at \1", "joe@site ann@web"), re.sub(r"(?P<y>\d{4})-(?P<m>\d\d)", r"\g<m>/\g<y>", "2024-05 and 1999-12"), re.sub(r"(a)", r"\g<1>0", "aa"), re.sub("x*", "-", "abxd"), re.sub("", "|", "ab")))
t("sub count", lambda: (re.sub("a", "b", "aaaa", count=2), re.subn(r"\s+", " ", "a  b \t c"), re.sub(r"\d", lambda m: str(int(m.group()) * 2), "a1b5c9")))
t("sub escapes", lambda: (re.sub("a", r"\n", "a"), re.sub("a", "\\\\", "a"), re.sub(r"(a)", r"[\1]", "cat")))
t("sub bad group", lambda: re.sub("(a)", r"\2", "a"))
t("sub bad escape", lambda: re.sub("a", r"\q", "a"))
t("sub bad name", lambda: re.sub("(?P<x>a)", r"\g<y>", "a"))
t("sub unmatched", lambda: re.sub("(a)|b", r"[\1]", "ab"))
t("split", lambda: (re.split(r"\W+", "Words, words, words."), re.split(r"(\W+)", "Words, words."), re.split(r"\W+", "Words, words, words.", maxsplit=1), re.split("x*", "axbc"), re.split(r"(a)(b)?", "cabcad"), re.split("[,;]", "a,b;c", 1)))
t("findall", lambda: (re.findall(r"\d+", "a1b22c333"), re.findall(r"(\w)=(\d)", "a=1 b=2"), re.findall(r"(\w)=\d", "a=1 b=2"), re.findall(r"(a)|(b)", "ab"), re.findall("", "ab"), re.findall(r"\b\w", "hi there you")))
t("finditer", lambda: [(m.group(), m.span(), m.start(1), m.end(1)) for m in re.finditer(r"(\d)(\d)?", "1 23 456")])
t("fullmatch", lambda: (bool(re.fullmatch(r"\d+", "123")), re.fullmatch(r"\d+", "123a"), re.fullmatch(r"a|ab", "ab").group(), re.match(r"a|ab", "ab").group()))
t("flags", lambda: (re.findall(r"^\w", "ab\ncd", re.M), re.findall("a.c", "a\nc", re.S), re.findall("ABC", "abc aBc", re.I), re.findall(r"""\d +  # digits
   [a-z]  # letter""", "12b 3 c 4d", re.X), re.search("(?i)hello", "HeLLo").group(), re.findall(r"(?m)$", "a\nb")))
m = re.match(r"(?P<first>\w+) (?P<last>\w+)?(?P<opt>!)?", "Jane Doe")
t("groupdict", lambda: (m.groupdict(), m.groupdict("N/A"), m.groups(), m.groups(0), m.group("first", 2), m.lastgroup, m.lastindex, m["last"], m.expand(r"\g<last>, \1")))
t("group bad", lambda: m.group(5))
t("group bad name", lambda: m.group("nope"))
t("span", lambda: (m.span(), m.span("opt"), m.start(3), m.re.pattern, m.string, m.pos, m.endpos, re.compile("x").groups, re.compile("(?P<a>.)(.)").groupindex))
t("lookaround", lambda: (re.findall(r"(?<=\$)\d+", "$10 and $20 and 30"), re.findall(r"\d+(?=px)", "10px 20em 30px"), re.findall(r"(?<!-)\b\d+", "-5 6 -7 8"), re.sub(r"(?<=\d)(?=(\d{3})+$)", ",", "1234567")))
t("nongreedy", lambda: (re.findall("<.*?>", "<a><b>"), re.findall("<.*>", "<a><b>"), re.match("a{2,3}?", "aaaa").group(), re.match("a+?b", "aaab").group(), re.findall(r"\d{2,}?", "12345")))
t("escape", lambda: (re.escape("a.b*c?[d]"), re.escape("hello world_1"), re.escape("-/\\ #"), re.escape("é")))
t("backref", lambda: (re.findall(r"(\w)\1", "aabbcd"), re.search(r"(?P<q>['\"]).*?(?P=q)", "say 'hi' now").group(), re.sub(r"\b(\w+) \1\b", r"\1", "the the cat cat sat")))
t("cond", lambda: [bool(re.fullmatch(r"(<)?\w+(?(1)>)", s)) for s in ("<a>", "a", "<a", "a>")])
t("anchors", lambda: (re.findall(r"\Aa", "aa"), re.findall(r"a\Z", "aa\n"), re.findall(r"a$", "aa\n"), re.search(r"\bcat\b", "concat cat").span(), re.findall(r"\B\w", "ab cd")))
t("unicode", lambda: (re.findall(r"\w+", "naïve café 東京"), re.findall(r"\w+", "naïve café", re.A), re.findall(r"\d", "٣3"), re.match(r"(?i)straße", "STRASSE")))
t("classes", lambda: (re.findall(r"[^\W\d]+", "ab12cd_3"), re.findall(r"[\s\S]", "a\n"), re.findall("[a-c-]", "a-d"), re.findall(r"[]a]", "]a"), re.findall("[\\^x]", "^x")))
t("compile attrs", lambda: (lambda p: (p.pattern, p.flags & re.I, p.groups, repr(p), p.search("xxabc", 2).group()))(re.compile(r"ab(c)", re.I)))
t("compile repr", lambda: (repr(re.compile("a", re.I | re.M)), repr(re.compile(r"\d+")), repr(re.match("a", "abc")), re.I, re.M | re.S, repr(re.X)))
t("no match", lambda: (re.match("b", "ab"), re.search("z", "ab"), bool(re.search("", ""))))
for bad in ["(", ")", "[a", "a**", "(?P<1>x)", "(?P<a>x)(?P<a>y)", "\\", "a{3,2}", "(?<=a+)b", "[z-a]", "*a", "(?x", r"\1", "(?P=n)"]:
    try:
        re.compile(bad)
    except re.error as e:
        print(repr(bad), "|", e, "|", e.msg, e.pos)
t("error type", lambda: (re.error.__name__, issubclass(re.error, Exception)))
t("purge", lambda: (re.purge(), re.template if False else 0)[1])
t("tokenize", lambda: [(m.lastgroup, m.group()) for m in re.finditer(r"(?P<num>\d+(?:\.\d+)?)|(?P<op>[-+*/()])|(?P<id>[a-z]\w*)|(?P<ws>\s+)", "x1 + 3.14*(y-2)") if m.lastgroup != "ws"])
t("callable group", lambda: re.sub(r"(?P<word>[a-z]+)(?P<num>\d*)", lambda m: m["word"].upper() + (m["num"] or "_"), "ab12 cd ef3"))
t("split on nothing", lambda: re.split(r"\b", "hi there"))
t("sub function count", lambda: re.subn(r"[aeiou]", lambda m: m.group().upper(), "education", 3))
t("finditer pos", lambda: [m.span() for m in re.compile(r"\w+").finditer("aa bb cc dd", 3, 8)])
t("match bytes", lambda: (re.findall(rb"\d+", b"a12b3"), re.sub(rb"a", b"b", b"aa")))
t("mix bytes", lambda: re.findall(r"a", b"a"))
