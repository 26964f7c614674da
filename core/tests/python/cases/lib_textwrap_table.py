import textwrap
rows = [("alpha", "The first letter of the Greek alphabet, used in many places."), ("omega", "The last one.")]
for name, desc in rows:
    lines = textwrap.wrap(desc, 30)
    print(f"{name:<8}{lines[0]}")
    for line in lines[1:]:
        print(" " * 8 + line)
print(textwrap.fill("  leading   and   inner   spaces  ", 12, replace_whitespace=True, drop_whitespace=True))
print(repr(textwrap.dedent("  a\n    b\n\n  c")), textwrap.wrap("", 10), textwrap.wrap("word", 2))
