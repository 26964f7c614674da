import re
cases = [
 ("findall", r"\d+|[a-z]+", "ab12cd345"), ("findall", r"(a)(b)?", "ab a"), ("findall", r"", "abc"), ("findall", r"\b", "ab cd"),
 ("split", r"\b", "ab cd"), ("split", r"", "abc"), ("split", r"x*", "axbc"), ("split", r"(?=b)", "abab"),
 ("sub", r"", "-", "abc"), ("sub", r"\b", "|", "ab cd"), ("sub", r"(?<=a)", "^", "aaa"), ("sub", r"$", "!", "a\nb\n"),
 ("sub", r"(?m)$", "!", "a\nb\n"), ("sub", r"^", ">", "a\nb"), ("sub", r"(?m)^", ">", "a\nb\n"), ("findall", r"\Z", "ab\n"),
 ("findall", r"a.c", "a\nc abc"), ("findall", r"[\w.-]+@[\w-]+\.[\w.]+", "x.y@ex-ample.co.uk, bad@, a_b@c.io"),
 ("findall", r"(\d{1,3})(?=(\d{3})+$)", "1234567"), ("sub", r"(\d)(?=(\d{3})+$)", r"\1,", "1234567"),
 ("findall", r"(?i)[A-Z]+", "Hello WORLD"), ("findall", r"[^aeiou\s]+", "hello world"), ("findall", r"\S+", " a  b\tc\n"),
 ("findall", r"(\w+)=(\"[^\"]*\"|\S+)", 'a=1 b="two words" c=x'), ("findall", r"<(\w+)[^>]*>(.*?)</\1>", "<b>x</b><i a=1>y</i><b>z</i>"),
 ("findall", r"(?:(\w)(\d))+", "a1b2 c3"), ("findall", r"a{2,}?", "aaaa"), ("findall", r"a{,2}", "aaa"), ("findall", r"a{2}", "aaaaa"),
 ("findall", r"[a-c-e]", "abcde-"), ("findall", r"[]a]", "a]b"), ("findall", r"[^]a]", "a]b"), ("findall", r"[\]]", "a]"),
 ("findall", r"(?P<a>x)(?P<b>y)?", "xyx"), ("sub", r"(?P<a>\w)(?P<b>\w)", r"\g<b>\g<a>", "abcd"), ("subn", r"o", "0", "foo boo"),
 ("findall", r"^\s*$", "a\n\n  \nb"), ("findall", r"(?m)^\s*$", "a\n\n  \nb"), ("findall", r".*", "ab\ncd"), ("findall", r"(?s).*", "ab\ncd"),
 ("findall", r"\d+(?:\.\d+)?(?:[eE][+-]?\d+)?", "1 2.5 3e10 4.5E-3 .5"), ("findall", r"(?<![\w.])\d+(?![\w.])", "1 2.5 x3 4"),
 ("findall", r"[A-Z][a-z]+(?:\s[A-Z][a-z]+)*", "Hello World and New York City"), ("sub", r"\s+", " ", "  a \n\t b  "),
 ("sub", r"(?i)(hello)", lambda m: m.group(1).swapcase(), "Hello HELLO"), ("findall", r"\w+(?=,)|\w+$", "a, b, c"),
 ("split", r"[,;]\s*", "a, b;c ,d"), ("split", r"(\d)", "a1b2c"), ("split", r"\s+", "  lead"), ("findall", r"(a|ab)(c|bcd)(d*)", "abcd"),
]
for op, pat, *args in cases:
    try: r = getattr(re, op)(pat, *args)
    except Exception as e: r = f"{type(e).__name__}: {e}"
    print(f"{op:7} {pat!r:42} {r!r}")
m = re.match(r"(\w+) (\w+)(?P<x>!)?", "hello world")
print(m.regs, m.span(3), m.group(3), m.groups("-"), m.lastindex, m.lastgroup, m.re.pattern, m.string, m.pos, m.endpos, m[0], m[2])
print(re.compile(r"o").findall("foo boo", 2, 6), re.compile(r"^o").match("foo", 1), re.compile(r"o").match("foo", 1).group(), re.compile(r"\bo").search("foo", 1))
it = re.finditer(r"\d", "a1b2"); print([(m.group(), m.start()) for m in it])
sc = re.Scanner([(r"\d+", lambda s, t: ("NUM", int(t))), (r"[a-z]+", lambda s, t: ("ID", t)), (r"\s+", None)]); print(sc.scan("abc 12 de 3 !"))
print(re.purge(), re.template if False else "", re.compile(r"(?P<n>a)").groupindex, re.compile("a|b|(c)").groups)
