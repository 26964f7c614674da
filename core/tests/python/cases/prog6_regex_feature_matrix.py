import re
tests = [
 (r"(?<=\$)\d+(?:\.\d\d)?", "cost: $42.50 or $7", "findall"),
 (r"(\w)\1", "hello bookkeeper", "findall"),
 (r"(?P<q>['\"]).*?(?P=q)", "say 'hi' and \"bye\"", "findall"),
 (r"(a)?b(?(1)c|d)", "abc bd abd", "findall"),
 (r"\b\w+\b", "naïve café déjà", "findall"),
 (r"(?i)straße", "STRASSE Straße", "findall"),
 (r"[^\W\d_]+", "abc123_déf", "findall"),
 (r"(\d+)-(\d+)?", "1-2 3- 4-5", "findall"),
 (r"(?:a|ab)(c|bcd)(d*)", "abcd", "match"),
 (r"a*+a", "aaa", "search"),
 (r"(?>a+)b", "aaab", "search"),
 (r"x*", "axxb", "sub"),
 (r"(?m)^\s*#.*$\n?", "code\n  # comment\nmore # not\n#last", "sub"),
 (r"(?s)<b>(.*?)</b>", "<b>one\ntwo</b><b>3</b>", "findall"),
 (r"\s+", " a  b\tc\n", "split"),
 (r"(\s)+", "a  b c", "split"),
 (r"(?<!\d)\d{3}(?!\d)", "12 123 1234 567", "findall"),
 (r"[\u00e0-\u00ff]+", "àéî xyz ÿ", "findall"),
 (r"\d+(?=px)", "10px 20em 30px", "findall"),
 (r"^(?:(\d+)\.)?(\d+)$", "3.14", "groups"),
 (r"(a|b)*c", "ababc", "groups"),
 (r"((a)|b)+", "ab", "groups"),
 (r"(?x) \d+ \s* (?# a comment) [a-z]+", "12 abc", "search"),
 (r"\Bend\b", "bend end", "findall"),
 (r"[[:alpha:]]", "a", "findall"),
]
for pat, s, how in tests:
    try:
        if how == "findall": r = re.findall(pat, s)
        elif how == "sub": r = re.sub(pat, "-", s)
        elif how == "split": r = re.split(pat, s)
        elif how == "groups":
            m = re.search(pat, s); r = (m.groups(), m.group(0), m.lastindex) if m else None
        else:
            m = getattr(re, how)(pat, s); r = (m.group(), m.span(), m.groups()) if m else None
        print(f"{pat:<34} {r!r}")
    except re.error as e:
        print(f"{pat:<34} re.error: {e}")
    except Exception as e:
        print(f"{pat:<34} {type(e).__name__}: {e}")
for bad in [r"a{2,1}", r"(?P<1a>x)", r"abc)", r"[z-a]", r"x(?i)y", r"\p{L}", r"(?<=a+)b", "*a", r"\8"]:
    try: re.compile(bad); print(bad, "compiled")
    except re.error as e: print(f"{bad!r}: {e} (pos {e.pos})")
print(re.sub(r"(\w+)@(\w+)", r"\2 at \1 \g<0> \g<2>", "me@host"), re.sub("a", r"\n", "bab") == "b\nb")
try: re.sub("a", r"\d", "a")
except re.error as e: print(e)
print(re.sub(r"(?P<w>\w+)", r"<\g<w>>", "hi there", count=1), re.split(r",", "a,b,c,d", maxsplit=2), re.findall(r"a|", "abaa"))
m = re.search(r"(?P<year>\d{4})-(?P<mon>\d\d)?", "on 2024- ok"); print(m.groupdict(), m.groupdict("??"), m.group("mon"), m.start("mon"), m.expand(r"\g<year>/\g<mon>") if m.group("mon") else "no mon")
print(re.compile(r"\d+").sub(lambda m: f"[{m.group():>4}]", "7 42 1234"), re.compile("(?i)ab").flags & re.I != 0, repr(re.compile(r"a\d", re.M)), re.compile(r"x").search("xx", 1).span())
print(re.findall(r"(?u)\w+", "über straße"), re.findall(r"(?a)\w+", "über straße"), re.match(r"\d", "٣") is not None, re.match(r"(?a)\d", "٣"))
