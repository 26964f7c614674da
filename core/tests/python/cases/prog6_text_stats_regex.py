import re
from collections import Counter, defaultdict, OrderedDict
import textwrap
import string

TEXT = """It was the best of times, it was the worst of times, it was the age of
wisdom, it was the age of foolishness, it was the epoch of belief, it was the
epoch of incredulity, it was the season of Light, it was the season of Darkness,
it was the spring of hope, it was the winter of despair."""

words = re.findall(r"[a-z']+", TEXT.lower())
c = Counter(words)
print(c.most_common(5))
print(c["was"], c["nothing"], len(c))
by_len = defaultdict(list)
for w in sorted(set(words)):
    by_len[len(w)].append(w)
for k in sorted(by_len):
    print(f"{k:2d}: {', '.join(by_len[k])}")
sentences = [s.strip() for s in re.split(r"[,.]\s*", TEXT) if s.strip()]
print(len(sentences), sentences[3])
print(textwrap.fill(" ".join(TEXT.split()), width=50, initial_indent="> ", subsequent_indent="  "))
print(textwrap.shorten(TEXT, width=40, placeholder=" [...]"))
print(textwrap.dedent("""\
    def f():
        return 1
    """))
print(string.capwords("hello   wORLD  foo"))
print("the quick brown".title(), "it's o'neil".title())
print(" x ".center(11, "*"), "abc".ljust(6, ".") + "|", "7".zfill(4), "-7".zfill(4), "+7".zfill(4))
tbl = str.maketrans("aeiou", "AEIOU", "t")
print(TEXT[:40].translate(tbl))
print("a,b,,c".split(","), "a,b,,c".split(",", 1), "  a  b ".split(), "a\nb\r\nc".splitlines(keepends=True))
print("hello world".partition(" "), "hello".rpartition("x"), "a.b.c".rsplit(".", 1))
print("Hello".swapcase(), "ß".upper(), "ǅ".lower(), "İ".lower().encode())
print("abc".startswith(("x", "a")), "abc".endswith("bc", 0, 2), "abcabc".find("c", 3), "abcabc".rindex("a"))
print("tab\there".expandtabs(4), repr("x\ty".expandtabs()))
print("%-8s|%8.3f|%+05d|%x|%o|%e" % ("name", 3.14159, 42, 255, 8, 12345.678))
od = OrderedDict.fromkeys("abcde")
od.move_to_end("b"); od.move_to_end("e", last=False)
print(list(od), od.popitem(last=False))
print(re.sub(r"(\w+) of (\w+)", r"\2's \1", "the age of wisdom and the season of light"))
print(re.sub(r"\d+", lambda m: str(int(m.group()) * 2), "a1 b22 c333"))
m = re.match(r"(?P<key>\w+)\s*=\s*(?P<val>.*)", "name = Tom Smith")
print(m.groupdict(), m.span("val"), m.group(1, 2), m.lastgroup)
print(re.findall(r"(\w)(\d)", "a1 b2 c3"), re.split(r"(,)", "a,b,c"))
for mm in re.finditer(r"\b(\w)(\w*)\b", "foo bar"):
    print(mm.start(), mm.end(), mm.groups())
print(re.fullmatch(r"\d{3}-\d{4}", "555-1234") is not None, re.search(r"^b", "a\nb", re.M).start())
pat = re.compile(r"""
    (?P<num>\d+(?:\.\d+)?)  # number
    \s*(?P<unit>[a-z]+)     # unit
""", re.VERBOSE | re.IGNORECASE)
print([m.groupdict() for m in pat.finditer("3.5 KG, 12 lb and 7Oz")])
print(re.escape("a.b*c"), pat.pattern.count("\n"), bool(pat.flags & re.X))
