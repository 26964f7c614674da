import textwrap

print(textwrap.shorten("Hello  world!", width=12))
print(textwrap.shorten("Hello  world!", width=11))
print(textwrap.shorten("Hello world", width=10, placeholder="..."))
print(textwrap.shorten("   lots   of \n\t whitespace   ", 40))
print(textwrap.shorten("The quick brown fox jumps over the lazy dog", 20))
print(textwrap.shorten("The quick brown fox jumps over the lazy dog", 25, placeholder=" (more)"))
print(repr(textwrap.shorten("", 5)), repr(textwrap.shorten("abcdefghijkl", 8)))
text = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor"
for n in [1, 2, 3]:
    print(n, textwrap.wrap(text, 20, max_lines=n))
print(textwrap.wrap(text, 20, max_lines=2, placeholder="~"))
print(textwrap.fill(text, 24, max_lines=3, initial_indent="> ", subsequent_indent="  "))
print(textwrap.wrap("short text", 20, max_lines=1))
print(textwrap.wrap("aaaa bbbb cccc", 9, max_lines=2))
print(textwrap.wrap("word " * 10, 12, max_lines=2, placeholder=" ..."))
try:
    textwrap.wrap("some text here", 5, max_lines=1, placeholder=" [long placeholder]")
except ValueError as e:
    print("ValueError:", e)
textwrap.shorten("Hello world", width=3)
