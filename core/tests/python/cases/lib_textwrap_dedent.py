import textwrap

def show(s):
    print(repr(s))

show(textwrap.dedent("""\
    def f():
        return 1
    """))
show(textwrap.dedent("  a\n    b\n  c"))
show(textwrap.dedent("    x\n\n    y\n      \n    z"))
show(textwrap.dedent("\tx\n\ty"))
show(textwrap.dedent("\tx\n    y"))
show(textwrap.dedent("  \tx\n  \ty\n  z"))
show(textwrap.dedent("no indent\n  some"))
show(textwrap.dedent(""))
show(textwrap.dedent("   \n  \n"))
show(textwrap.dedent("  a\r\n  b\r\n"))
show(textwrap.dedent("    deep\n  shallow\n      deeper"))
show(textwrap.indent("a\nb\n\nc\n", "> "))
show(textwrap.indent("a\n  \nb", "+ "))
show(textwrap.indent("a\nb", "-", lambda line: True))
show(textwrap.indent("x\r\ny\rz\n", "| "))
show(textwrap.indent("keep\nskip me\nkeep", "# ", lambda line: "skip" not in line))
show(textwrap.indent("", "> "))
code = textwrap.dedent("""
    for i in range(3):
        print(i)
""")
show(textwrap.indent(code.strip(), "    "))
