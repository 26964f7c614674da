import textwrap

text = ("The quick brown fox jumps over the lazy dog. Pack my box with five dozen "
        "liquor jugs! How vexingly quick daft zebras jump.")
for width in [10, 20, 35, 70]:
    lines = textwrap.wrap(text, width)
    print(width, len(lines), lines)
print(textwrap.fill(text, 30))
print(textwrap.wrap(""), textwrap.wrap("   "), textwrap.wrap("one"))
print(textwrap.wrap("a\tb\tc", 20), textwrap.wrap("a\tb", 20, expand_tabs=False, replace_whitespace=False))
print(textwrap.wrap("tab\tstop", tabsize=4), textwrap.wrap("x\ty", tabsize=0))
print(textwrap.wrap("line one\nline two\r\nthree\fform\vvert", 12))
print(textwrap.wrap("keep\nnewlines here", 40, replace_whitespace=False))
print(textwrap.wrap("  leading and trailing   ", 10))
print(textwrap.wrap("  leading and trailing   ", 10, drop_whitespace=False))
print(textwrap.fill("indent me please, I am a long paragraph of words", 20,
                    initial_indent="* ", subsequent_indent="  "))
print(textwrap.fill("numbered list item that wraps around", 16, initial_indent="1. ",
                    subsequent_indent="   "))
print(textwrap.wrap("Hello world. This is it.  Yes! ok? done", 80, fix_sentence_endings=True))
print(textwrap.wrap('He said "stop." Then left. Mr. Smith came.', 80, fix_sentence_endings=True))
w = textwrap.TextWrapper(width=15)
print(w.wrap("reuse the same wrapper object"))
w.width = 8
w.initial_indent = ">"
print(w.wrap("reuse the same wrapper object"))
print(w.fill("tiny"))
try:
    textwrap.wrap("text", 0)
except ValueError as e:
    print("ValueError:", e)
textwrap.TextWrapper(width=-3).fill("x")
