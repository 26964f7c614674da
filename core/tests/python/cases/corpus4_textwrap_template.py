import textwrap
from string import Template, Formatter
text = ("The quick brown fox jumps over the lazy dog. " * 3).strip()
print(textwrap.fill(text, 30))
print(textwrap.wrap(text, 25)[:3])
print(textwrap.fill(text, 40, initial_indent="* ", subsequent_indent="  "))
print(textwrap.shorten(text, 40), "|", textwrap.shorten("Hello  world!", width=12), "|", textwrap.shorten("Hello world", 11, placeholder="..."))
print(textwrap.indent("a\n\nb\n  c\n", "> "), end="")
print(textwrap.indent("a\n\nb\n", "+ ", lambda line: True), end="")
print(repr(textwrap.dedent("""
    def f():
        return 1
      # odd
    """)))
print(textwrap.wrap("supercalifragilisticexpialidocious is long", 10))
print(textwrap.wrap("supercalifragilisticexpialidocious is long", 10, break_long_words=False))
print(textwrap.wrap("a-b-c-d well-known hyphen-ated words", 8), textwrap.wrap("", 5), textwrap.wrap("   ", 5))
print(textwrap.fill("tabs\there\tand there", 12), textwrap.wrap("one two", 3, max_lines=1, placeholder="~") if False else "")
w = textwrap.TextWrapper(width=20, max_lines=2, placeholder=" [...]")
print(w.wrap(text))
t = Template("$who likes $what; ${who}s pay $$5")
print(t.substitute(who="tim", what="kung pao"), t.safe_substitute(who="ann"), t.substitute({"who": "x"}, what="y"))
try:
    t.substitute(who="x")
except KeyError as e:
    print("KeyError:", e)
try:
    Template("bad $").substitute()
except ValueError as e:
    print("ValueError:", e)
print(Template("$a$b").get_identifiers() if hasattr(Template, "get_identifiers") else "", Template("${x}").is_valid() if hasattr(Template, "is_valid") else "")
class Pct(Template):
    delimiter = "%"
print(Pct("%name is %{age}%%").substitute(name="Bo", age=3))
print(list(Formatter().parse("a{0}b{x!r:>4}c{{d}}")), Formatter().format("{0}-{k}", 1, k=2))
print(textwrap.fill("Lorem ipsum dolor sit amet, consectetur adipiscing elit.", width=15, fix_sentence_endings=True))
