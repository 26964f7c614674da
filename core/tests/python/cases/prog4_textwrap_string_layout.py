# textwrap + string module: a newsletter layout
import textwrap
import string

body = ("The quick brown fox jumps over the lazy dog. " * 3).strip() + " Supercalifragilisticexpialidocious words break."
print(textwrap.fill(body, width=30))
print("--")
print(textwrap.wrap(body, 25, max_lines=3, placeholder=" [...]"))
print(textwrap.shorten("Hello   world, this  is   a test", width=20))
print(textwrap.shorten("Hello world", width=11), textwrap.shorten("Hello world!", width=11))
w = textwrap.TextWrapper(width=20, initial_indent="* ", subsequent_indent="  ", break_long_words=False)
print(w.fill("An extraordinarilylongwordthatcannotbreak appears here in the list"))
w2 = textwrap.TextWrapper(width=12, break_on_hyphens=True)
print(w2.wrap("state-of-the-art well-known e-mail"))
w3 = textwrap.TextWrapper(width=12, break_on_hyphens=False)
print(w3.wrap("state-of-the-art well-known e-mail"))
code = """
    def f():
        return 1
    """
print(repr(textwrap.dedent(code)))
print(textwrap.indent("a\n\nb\n", "> "), end="|\n")
print(textwrap.indent("a\n\nb", "+ ", predicate=lambda l: True))
print(textwrap.wrap("tab\there and\tthere", width=10, expand_tabs=True, tabsize=4))
print(textwrap.wrap("  leading spaces kept?  ", width=10, drop_whitespace=False))
print(textwrap.fill("one. two.  three", width=40, fix_sentence_endings=True))
print(textwrap.wrap(""), textwrap.wrap("   "))
print(string.ascii_letters[:30], string.digits, string.hexdigits, string.octdigits)
print(repr(string.whitespace), len(string.punctuation), string.punctuation[:10])
print(string.capwords("hello   wORLD  from python"), string.capwords("a-b c-d", "-"))
t = string.Template("Dear $name, you owe $$${amount}. ${name}!")
print(t.substitute(name="Ann", amount="12.50"))
print(t.safe_substitute(name="Bo"))
try:
    t.substitute(name="Cy")
except KeyError as e:
    print("KeyError", e)
try:
    string.Template("bad $ sign").substitute()
except ValueError as e:
    print("ValueError", e)
class Pct(string.Template):
    delimiter = "%"
print(Pct("%who likes %{what}s").substitute(who="Ann", what="cake"))
print(string.Template("$a $b").get_identifiers(), string.Template("$a $$").is_valid())
fmt = string.Formatter()
print(fmt.format("{0:>5}|{x!r}", 42, x="y"))
print(list(fmt.parse("a{0}b{name:>3}c{{")))
