import textwrap

para = "Alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi"
w = textwrap.TextWrapper(width=25, initial_indent="- ", subsequent_indent="  ")
print(w.fill(para))
w = textwrap.TextWrapper(width=30, max_lines=2, placeholder=" (cont.)")
print(w.fill(para))
print(textwrap.fill(para, 18, break_long_words=False, break_on_hyphens=False))
print(textwrap.wrap("x" * 10 + " " + "y" * 3, 4, break_long_words=False))
print(textwrap.wrap("\tindented\twith\ttabs", 30))
print(textwrap.wrap("\tindented\twith\ttabs", 30, tabsize=4))
print(textwrap.wrap("a\nb", 10, replace_whitespace=False, drop_whitespace=False))
print(textwrap.wrap("end. Next sentence! Another? yes", 80, fix_sentence_endings=True))
print(textwrap.wrap("A. B. c. D", 80, fix_sentence_endings=True))
rows = [("name", "a long description that needs wrapping to fit"), ("id", "short")]
for key, desc in rows:
    lines = textwrap.wrap(desc, 20) or [""]
    print("%-6s%s" % (key, lines[0]))
    for line in lines[1:]:
        print(" " * 6 + line)
quote = textwrap.fill("To be, or not to be, that is the question", 20,
                      initial_indent="> ", subsequent_indent="> ")
print(quote)
print(textwrap.indent(textwrap.fill(para, 40), "    "))
print(textwrap.shorten(para, 30, placeholder="..."))
print(textwrap.dedent("    a\n      b\n    c").splitlines())
