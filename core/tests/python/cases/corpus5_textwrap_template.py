import textwrap
from string import Template, ascii_lowercase, digits, punctuation, capwords
para = "The quick brown fox jumps over the lazy dog. " * 3 + "Supercalifragilisticexpialidocious is a long word."
print(textwrap.fill(para, 30))
print(textwrap.wrap(para, 25)[:3], len(textwrap.wrap(para, 25)))
print(textwrap.fill(para, 40, initial_indent="* ", subsequent_indent="  "))
print(textwrap.shorten(para, 40), "|", textwrap.shorten("Hello  world", width=11), "|", textwrap.shorten(para, 20, placeholder="..."))
print(textwrap.dedent("""\
    def f():
        return 1
    """), end="")
print(textwrap.indent("a\n\nb\n", "> "), end="")
print(textwrap.indent("a\n\nb", "+ ", lambda l: True))
print(textwrap.wrap("abcdefghij", 4), textwrap.wrap("abcdefghij", 4, break_long_words=False), textwrap.wrap("", 5), textwrap.wrap("a-b-c-d-e", 3))
w = textwrap.TextWrapper(width=20, max_lines=2, placeholder=" [..]")
print(w.fill(para))
t = Template("Dear $name, your balance is $$${amount}. ${name}!")
print(t.substitute(name="Ann", amount="12.50"), t.safe_substitute(name="Bo"))
try:
    t.substitute(name="x")
except KeyError as e:
    print("KeyError", e)
try:
    Template("bad $").substitute()
except ValueError as e:
    print(e)
print(Template("$a$b").substitute({"a": 1}, b=2), Template("$x_y ${x}_y").safe_substitute(x="X"), t.get_identifiers() if hasattr(t, "get_identifiers") else None)
class Pct(Template):
    delimiter = "%"
print(Pct("100%% of %who").substitute(who="us"))
print(ascii_lowercase[:5], digits, len(punctuation), capwords("hello   big world"), capwords("a-b c-d", "-"))
def render(tpl, ctx):
    out = []
    for line in tpl.splitlines():
        if line.startswith("#for "):
            var, seq = line[5:].split(" in ")
            out.append(("for", var.strip(), seq.strip()))
        else:
            out.append(line)
    res = []
    i = 0
    while i < len(out):
        item = out[i]
        if isinstance(item, tuple):
            body = out[i + 1]
            for v in ctx[item[2]]:
                res.append(body.format(**{item[1]: v}, **ctx))
            i += 2
        else:
            res.append(item.format(**ctx))
            i += 1
    return "\n".join(res)
print(render("Hello {user}!\n#for x in items\n - {x:>5} ({user})\nBye", {"user": "zed", "items": ["a", "bb", 3]}))
