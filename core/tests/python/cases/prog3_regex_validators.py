# Input validators and a tiny markup converter built on re
import re
VALIDATORS = {
    "email": re.compile(r"^[\w.+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}$"),
    "phone": re.compile(r"^(\()?\d{3}(?(1)\)|[-. ]?)\d{3}[-. ]?\d{4}$"),
    "password": re.compile(r"^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?!.*\s).{8,}$"),
    "hex_color": re.compile(r"^#(?:[0-9a-fA-F]{3}){1,2}$"),
    "iso_date": re.compile(r"^(?P<y>\d{4})-(?P<m>0[1-9]|1[0-2])-(?P<d>0[1-9]|[12]\d|3[01])$"),
    "quoted": re.compile(r"""^(['"])(?:(?!\1).|\\.)*\1$"""),
}
samples = {
    "email": ["a.b+tag@mail.example.org", "bad@", "x@y.c", "first_last@sub-domain.io"],
    "phone": ["(555)123-4567", "555-123-4567", "(555-123-4567", "555.123.4567", "5551234567", "555)1234567"],
    "password": ["Passw0rd", "password1", "SHORT1a", "Has Space1A", "G00dEnough"],
    "hex_color": ["#fff", "#A1B2C3", "#abcd", "fff"],
    "iso_date": ["2024-02-29", "2024-13-01", "1999-12-31", "2024-00-10"],
    "quoted": ["'single'", '"double"', "'mixed\"", "''"],
}
for kind, vals in samples.items():
    rx = VALIDATORS[kind]
    print(f"{kind:<9}", " ".join(f"{v}={'Y' if rx.match(v) else 'n'}" for v in vals))
m = VALIDATORS["iso_date"].match("2023-07-04")
print(m.groupdict(), m.group("y", "d"), m.span("m"))

def markup(text):
    text = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", text)
    text = re.sub(r"(?<![*\w])\*(?!\s)(.+?)(?<!\s)\*(?![*\w])", r"<i>\1</i>", text)
    text = re.sub(r"`([^`]+)`", lambda m: "<code>" + m[1].replace("<", "&lt;") + "</code>", text)
    text = re.sub(r"\[(?P<label>[^\]]+)\]\((?P<url>https?://[^)\s]+)\)", r'<a href="\g<url>">\g<label></a>', text)
    return text
for line in ["**bold** and *italic* text", "math: 2 * 3 * 4", "use `a<b` here", "see [docs](https://x.io/a) or [bad](ftp://x)", "**nested *inner* bold**"]:
    print(markup(line))

def tokenize_template(tpl):
    pat = re.compile(r"\{\{\s*(?P<var>\w+(?:\.\w+)*)\s*(?:\|\s*(?P<filter>\w+))?\s*\}\}|\{%\s*(?P<tag>\w+)(?P<args>[^%]*)%\}")
    pos, out = 0, []
    for m in pat.finditer(tpl):
        if m.start() > pos:
            out.append(("text", tpl[pos:m.start()]))
        if m["var"]:
            out.append(("var", m["var"], m["filter"]))
        else:
            out.append(("tag", m["tag"], m["args"].strip()))
        pos = m.end()
    if pos < len(tpl):
        out.append(("text", tpl[pos:]))
    return out
for tok in tokenize_template("Hi {{ user.name | upper }}!{% if admin %} [admin]{% endif %} bye {{x}}"):
    print(tok)
for bad in [r"(?(2)a)(b)", r"(?(1x)a)", r"(?(name)a)", r"(?P<1>x)", r"a{3,2}", r"(?<=a|bc)d", r"\k<q>"]:
    try:
        re.compile(bad)
        print(bad, "compiled")
    except re.error as e:
        print(bad, "->", e.msg, "@", e.pos)
print(re.compile(r"(a)(?(1)b|c)").findall("ab ac c"), bool(re.fullmatch(r"(x)?(?(1)y|z)", "z")), bool(re.fullmatch(r"(x)?(?(1)y|z)", "xz")))
