import textwrap
from string import Template, ascii_letters, digits, punctuation, capwords, Formatter
text = ("The quick brown fox jumps over the lazy dog. " * 3).strip()
print(textwrap.wrap(text, 30))
print(textwrap.fill(text, width=40, initial_indent="* ", subsequent_indent="  "))
print(textwrap.shorten(text, 50), "|", textwrap.shorten("Hello  world!", width=12), "|", textwrap.shorten("Hello world", 11, placeholder="..."))
print(repr(textwrap.dedent("""\
    def f():
        return 1
    """)))
print(textwrap.indent("a\n\nb\n", "> "), textwrap.indent("a\n\nb", "+ ", predicate=lambda l: True))
print(textwrap.wrap("supercalifragilisticexpialidocious word", 10), textwrap.wrap("supercalifragilistic", 8, break_long_words=False))
print(textwrap.wrap("a-very-long-hyphenated-term here", 12), textwrap.wrap("", 5), textwrap.wrap("x\ty", 10, expand_tabs=True))
w = textwrap.TextWrapper(width=20, max_lines=2, placeholder=" [...]")
print(w.wrap(text))
print(textwrap.fill("one two three four five", 9, drop_whitespace=False).replace(" ", "_"))
t = Template("Dear $name, you owe $$${amount}. ${name}!")
print(t.substitute(name="Ann", amount="12.50"), t.substitute({"name": "Bo"}, amount=3))
try:
    t.substitute(name="x")
except KeyError as e:
    print(type(e).__name__, e)
print(Template("$who likes $what").safe_substitute(who="tim"), Template("$a$b").safe_substitute(a=1))
try:
    Template("bad $ here").substitute()
except ValueError as e:
    print(type(e).__name__, e)
class Pct(Template):
    delimiter = "%"
print(Pct("%x + %{y}").substitute(x=1, y=2), Template("$x").template, Template("$a ${b} $$ $c").get_identifiers(), Template("$x").is_valid())
print(capwords("  hello   wORLD  foo "), capwords("a-b c-d", "-"), len(ascii_letters), digits, punctuation[:10])
print(list(Formatter().parse("x{0:>4}y{name!r}z{{}}")))
print(Formatter().format("{0}-{k}", 1, k=2), Formatter().vformat("{a}{b}", (), {"a": 1, "b": 2}))
def boxed(lines, width):
    out = ["+" + "-" * (width + 2) + "+"]
    for para in lines:
        for l in textwrap.wrap(para, width) or [""]:
            out.append(f"| {l:<{width}} |")
    out.append(out[0])
    return "\n".join(out)
print(boxed(["Lorem ipsum dolor sit amet, consectetur adipiscing elit.", "", "Short."], 18))
