import textwrap
import string

TEXT = """The quick brown fox jumps over the lazy dog. Pack my box with five
dozen liquor jugs! How vexingly quick daft zebras jump; the five boxing wizards
jump quickly.   Sphinx of black quartz, judge my vow."""

print(textwrap.fill(TEXT, width=40))
print("---")
for line in textwrap.wrap(TEXT, width=30, initial_indent="* ", subsequent_indent="  "):
    print(f"|{line:<30}|")
print("---")
print(textwrap.shorten(TEXT, width=50))
print(textwrap.shorten(TEXT, width=50, placeholder=" [more]"))
print(textwrap.indent("a\nb\n\nc", "> "))
print(textwrap.indent("a\nb\n\nc", "> ", predicate=lambda l: True))
code = """
    def f():
        return 1
    """
print(repr(textwrap.dedent(code)))
print(textwrap.wrap("supercalifragilisticexpialidocious word", width=10))
print(textwrap.wrap("supercalifragilisticexpialidocious word", width=10, break_long_words=False))
print(textwrap.wrap("a-hyphenated-word-list here", width=8))
print(textwrap.wrap("a-hyphenated-word-list here", width=8, break_on_hyphens=False))
print(textwrap.wrap("tab\there", width=20, expand_tabs=True, tabsize=4))
print(textwrap.fill("one. two. three.", width=8, fix_sentence_endings=True))
print(textwrap.wrap("", width=5), textwrap.wrap("   ", width=5))
print(textwrap.fill("x " * 12, width=9, max_lines=2, placeholder="..."))
try:
    textwrap.wrap("abc", width=0)
except ValueError as e:
    print("ValueError:", e)

# letter frequency report
letters = [c.lower() for c in TEXT if c in string.ascii_letters]
freq = {c: letters.count(c) for c in string.ascii_lowercase}
missing = [c for c, n in freq.items() if n == 0]
print("pangram?", not missing)
top = sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:6]
for ch, n in top:
    print(f"{ch} {'#' * n} {n}")
w = textwrap.TextWrapper(width=25, initial_indent="- ", subsequent_indent="  ", drop_whitespace=True)
print("\n".join(w.wrap("Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor.")))
print(string.capwords("hello   wORLD  from  python"), string.capwords("a-b-c", "-"))
t = string.Template("$who likes ${what}s; $$5")
print(t.substitute(who="Tim", what="kung pao"))
print(t.safe_substitute(who="Tim"))
try:
    t.substitute(who="x")
except KeyError as e:
    print("KeyError", e)
print(string.punctuation, string.digits, string.hexdigits, string.octdigits)
fmt = string.Formatter()
print(fmt.format("{0}-{name:>5}-{1!r}", 1, "two", name="n"))
print(list(fmt.parse("a{0}b{x:>3}c{{d}}")))
