"""Laying out a plain-text newsletter with textwrap: columns, bullets, quotes, shortening."""
import textwrap

ARTICLES = [
    ("Community Garden Opens",
     "After two years of planning, the community garden on Elm Street opened this weekend. "
     "Volunteers planted tomatoes, beans, squash and a row of sunflowers that the kids insisted on."),
    ("Library Hours Change",
     "Starting next month the library will open at 9am on weekdays and close at 8pm. "
     "Weekend hours stay the same.  The reading room is being renovated."),
]


def banner(text, width=50):
    line = "=" * width
    return f"{line}\n{text.upper().center(width)}\n{line}"


def article(title, body, width=50):
    w = textwrap.TextWrapper(width=width, initial_indent="    ", subsequent_indent="  ")
    return f"{title}\n{'-' * len(title)}\n" + "\n".join(w.wrap(body))


print(banner("Elm Street News"))
for t, b in ARTICLES:
    print(article(t, b))
    print()

bullets = ["Bring gloves and a water bottle to every session please", "Tools are in the shed", "Compost goes in the green bin, never the blue one"]
bw = textwrap.TextWrapper(width=36, initial_indent=" * ", subsequent_indent="   ")
for b in bullets:
    print(bw.fill(b))

quote = textwrap.fill("Gardening adds years to your life and life to your years.", width=30)
print(textwrap.indent(quote, "> "))
print(textwrap.indent("a\n\nb\n", "+ ", predicate=lambda line: True), end="")

code = """
    def hello():
        print("hi")

    hello()
"""
print(textwrap.dedent(code).strip())

for w in (10, 20, 40):
    print(repr(textwrap.shorten("The reading room is being renovated this summer", width=w)))
print(textwrap.shorten("Hello   world,\n\tfriends", width=20, placeholder=" [more]"))

narrow = textwrap.TextWrapper(width=8, break_long_words=True)
print(narrow.wrap("supercalifragilistic word"))
print(textwrap.wrap("supercalifragilistic word", width=8, break_long_words=False))
print(textwrap.wrap("well-known state-of-the-art", width=10))
print(textwrap.wrap("well-known state-of-the-art", width=10, break_on_hyphens=False))
print(textwrap.wrap("One.  Two.  Three.", width=12, fix_sentence_endings=True))
print(textwrap.wrap("tab\there and\tthere", width=12, tabsize=4))
print(textwrap.wrap("a b c d e f g h i j", width=5, max_lines=2, placeholder="..."))
print(textwrap.wrap("   leading and trailing   ", width=30, drop_whitespace=False))
print(textwrap.wrap("", width=10), textwrap.fill("x", 1))
try:
    textwrap.wrap("hello", width=0)
except ValueError as e:
    print("ValueError", e)
try:
    textwrap.shorten("hello world again", width=5, placeholder=" [....]")
except ValueError as e:
    print("ValueError", e)
