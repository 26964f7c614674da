import textwrap
text = ("The quick brown fox jumps over the lazy dog. " * 4).strip()
print(textwrap.fill(text, width=30))
print(textwrap.wrap(text, 25)[:3])
print(textwrap.fill(text, width=40, initial_indent="* ", subsequent_indent="  "))
print(textwrap.shorten(text, width=50), textwrap.shorten("Hello  world!", width=12, placeholder="..."))
print(textwrap.dedent("""\
    def f():
        return 1
    """))
print(textwrap.indent("a\nb\n\nc", "> "), textwrap.indent("a\n\nb", "+ ", lambda line: True))
w = textwrap.TextWrapper(width=20, break_long_words=False, max_lines=2, placeholder=" [...]")
print(w.wrap("supercalifragilisticexpialidocious is a long word indeed, friends"))
print(textwrap.fill("a-b-c-d-e-f-g hyphenated-words-here", width=10))
print(textwrap.wrap("tabs\there\tand  spaces", width=12, expand_tabs=True, tabsize=4))
