import textwrap, re
from string import Template, ascii_letters, punctuation, capwords
para = "The quick brown fox jumps over the lazy dog. " * 3
print(textwrap.fill(para, width=30))
print(textwrap.wrap(para, 25, initial_indent="* ", subsequent_indent="  "))
print(textwrap.shorten("Hello  world, this is a long sentence", width=20), textwrap.shorten("short", 10), textwrap.shorten("a b c d e f g", 9, placeholder="~"))
code = """
    def f():
        return 1
      # comment
"""
print(repr(textwrap.dedent(code)))
print(textwrap.indent("a\n\nb\n", "> "), textwrap.indent("a\n\nb", "+", lambda l: True))
print(textwrap.wrap("supercalifragilisticexpialidocious word", 10), textwrap.wrap("x-y-z-hyphenated-words here", 8))
print(textwrap.fill("a\tb  c\nd", 20, expand_tabs=True, replace_whitespace=True), textwrap.wrap("", 5), textwrap.wrap("word " * 3, 6, max_lines=2, placeholder=" .."))
t = Template("$who likes ${what}s, costs $$${price}")
print(t.substitute(who="Tim", what="apple", price=3), t.safe_substitute(who="Ann"))
try: t.substitute(who="x")
except KeyError as e: print("KeyError", e)
try: Template("$1bad").substitute()
except ValueError as e: print("ValueError", e)
print(t.get_identifiers() if hasattr(t, "get_identifiers") else "", Template("$a$b").is_valid() if hasattr(Template, "is_valid") else "")
print(capwords("hello   big world"), capwords("a-b c-d", "-"), len(ascii_letters), punctuation)
log = """2024-01-05 ERROR [db] connection lost (code=42)
2024-01-05 INFO [web] started in 3.2s
2024-01-06 WARN [db] slow query took 12.5s
2024-01-07 ERROR [auth] bad token for user=bob"""
pat = re.compile(r"(?P<date>\d{4}-\d\d-\d\d) (?P<level>[A-Z]+) \[(?P<mod>\w+)\] (?P<msg>.*)")
for m in pat.finditer(log):
    print(m.group("level"), m["mod"], m.span("msg"), m.groupdict()["date"], m.start(), m.lastgroup)
print(re.findall(r"(\w+)=(\w+)", log), re.findall(r"\d+\.\d+(?=s)", log), re.findall(r"(?<=\[)\w+(?=\])", log))
print(re.sub(r"(\d+)\.(\d+)s", lambda m: f"{float(m.group(0)[:-1])*1000:.0f}ms", log.splitlines()[1]))
print(re.split(r"([,;])\s*", "a, b;c,d"), re.split(r"\s+", " a b "), re.split(r"x*", "abc"), re.split(r"(a)|b", "1a2b3", maxsplit=1))
print(re.sub(r"(?P<w>\w+)@(\w+)", r"\g<w> at \2", "me@host you@there"), re.subn("a", "b", "banana", count=2), re.sub("", "-", "ab"))
print(re.match(r"(a)(b)?", "ac").groups(), re.match(r"(a)(b)?", "ac").groups("-"), re.fullmatch(r"\d+", "123x"), re.search(r"^b", "a\nb", re.M).span())
m = re.search(r"(?i)HELLO (?P<n>\w+)", "say hello World"); print(m, m.group(0, 1), m.expand(r"<\g<n>>"), m.re.pattern, m.string[m.end():])
print(re.escape("a.b*c?"), re.findall(r"\bcat\b", "cat concat cat."), re.findall(r"[^\W\d_]+", "ab1_cd é"), re.compile(r"a+", re.I).flags & re.I)
print(re.findall(r"(a|b)+", "abab ba"), re.findall(r"a{2,3}?", "aaaa"), re.match(r"(?:ab)+", "ababx").end(), re.findall(r"(?s)a.b", "a\nb"))
print(re.sub(r"(\w)(\w*)", lambda m: m[1].upper() + m[2][::-1], "hello world"), re.findall(r"(?x) \d+  # digits", "a1b22"))
try: re.compile("(unclosed")
except re.error as e: print("re.error", e, e.pos)
print(re.match(r"(?P<a>x)(?P=a)", "xx").group(), re.search(r"(\d)(?!\d)", "12 3").group(), re.findall(r"(?<!\$)\b\d+", "$5 10 $20 30"))
