import textwrap, string
para = ("The quick brown fox jumps over the lazy dog. " * 4).strip()
print(textwrap.fill(para, width=30))
print(textwrap.wrap(para, 25)[:3])
print(textwrap.shorten(para, width=40), "|", textwrap.shorten("Hello  world!", width=12, placeholder="..."))
print(textwrap.indent("a\nb\n\nc", "> "), textwrap.indent("x\n y", "+", lambda l: True))
print(textwrap.dedent("""
    def f():
        return 1
    """))
w = textwrap.TextWrapper(width=20, initial_indent="* ", subsequent_indent="  ", break_long_words=True)
print(w.fill("supercalifragilisticexpialidocious is a long word indeed"))
print(textwrap.fill("a-b-c-d-e-f-g-h hyphenated-words-are-here", 10))
t = string.Template("Hello $name, you owe $$${amount}!")
print(t.substitute(name="Ann", amount="5.00"), t.safe_substitute(name="Bob"))
try:
    t.substitute(name="x")
except KeyError as e:
    print("KeyError", e)
try:
    string.Template("$1").substitute()
except ValueError as e:
    print(e)
print(string.ascii_letters, string.digits, string.punctuation, string.hexdigits, string.octdigits, repr(string.whitespace))
f = string.Formatter()
print(f.format("{0}-{x}", 1, x=2), list(f.parse("a{b!r:>3}c")))
print(textwrap.wrap("", 10), textwrap.fill("   leading spaces   here", 12), textwrap.wrap("x" * 25, 10))
print(textwrap.fill("one two three four five six", width=12, max_lines=2))
print(textwrap.wrap("tabs\there\tand there", 12, expand_tabs=True), textwrap.wrap("Sentence one.  Two.", 40, fix_sentence_endings=True))
