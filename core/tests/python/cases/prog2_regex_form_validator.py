"""Validating and normalising sign-up form fields with the re module."""
import re

RULES = {
    "username": re.compile(r"[a-z][a-z0-9_]{2,15}"),
    "email": re.compile(r"(?P<user>[\w.+-]+)@(?P<domain>[\w-]+(?:\.[\w-]+)+)", re.ASCII),
    "phone": re.compile(r"""
        \(?(?P<area>\d{3})\)?   # area code, optional parens
        [\s.-]?(?P<ex>\d{3})    # exchange
        [\s.-]?(?P<num>\d{4})   # number
    """, re.VERBOSE),
    "password": re.compile(r"(?=.*[A-Z])(?=.*\d)(?=.*[^\w\s]).{8,}"),
    "date": re.compile(r"(?P<y>\d{4})-(?P<m>0[1-9]|1[0-2])-(?P<d>0[1-9]|[12]\d|3[01])"),
}


def validate(form):
    errors, clean = {}, {}
    for field, value in form.items():
        rule = RULES.get(field)
        if rule is None:
            errors[field] = "unknown field"
            continue
        m = rule.fullmatch(value.strip())
        if not m:
            errors[field] = f"invalid {field}: {value!r}"
            continue
        if field == "email":
            clean[field] = f"{m['user']}@{m['domain'].lower()}"
        elif field == "phone":
            clean[field] = "({area}) {ex}-{num}".format(**m.groupdict())
        elif field == "password":
            clean[field] = "*" * len(value)
        else:
            clean[field] = m.group()
    return clean, errors


forms = [
    {"username": "ada_l", "email": "Ada.L+news@Example.ORG", "phone": "555.123.4567", "password": "Secr3t!pw", "date": "2024-02-29"},
    {"username": "1ada", "email": "ada@localhost", "phone": "(555) 1234567", "password": "weakpassword", "date": "2024-13-01"},
    {"username": "bo", "email": "bo@ex.co.uk", "phone": "555-12-34567", "nickname": "x"},
]
for f in forms:
    clean, errors = validate(f)
    print("clean:", clean)
    print("errors:", errors)

text = "Call 555-123-4567 or (555) 987 6543; email a@b.io, c.d@e.org."
print([m.group() for m in RULES["phone"].finditer(text)], [m.span() for m in RULES["email"].finditer(text)])
print(re.sub(r"(\d{3})-(\d{3})-(\d{4})", r"\1-XXX-\3", text))
print(re.sub(r"\b(\w)(\w*)", lambda m: m[1].upper() + m[2].lower(), "hELLO wORLD of regex"), re.subn(r"\s+", " ", "a  b \t c"))
print(re.split(r"([,;])\s*", "a, b;c,d"), re.split(r"\s+", " lead trail ", maxsplit=1), re.findall(r"(\w)(\d)", "a1 b2 c"))
print(re.escape("1+1=2? (yes)"), re.fullmatch(r"colou?r", "color", re.I) is not None, re.match(r"^\w+$", "ok\n", re.M).group())
m = RULES["date"].match("2024-07-04T10:00")
print(m.group("y", "m"), m.start("d"), m.end(), m.groupdict(), m.re.pattern[:10], m.lastgroup, m.expand(r"\g<d>/\g<m>/\g<y>"))
print(re.findall(r"(?i)[aeiou]", "AbEcIdO"), re.search(r"(?<=\$)\d+(?:\.\d\d)?", "cost: $42.50").group(), re.findall(r"\bcat\b", "cat concat cat."))
pat = re.compile(r"(a)(b)?")
print(pat.groups, pat.groupindex, pat.flags & re.UNICODE == re.UNICODE, pat.match("a").groups(), pat.match("a").groups("-"))
for bad in [r"(unclosed", r"a{2,1}", r"(?P<n>x)(?P<n>y)", r"\p", "*"]:
    try:
        re.compile(bad)
    except re.error as e:
        print("re.error", e)
try:
    RULES["date"].match("2024-01-01").group("nope")
except IndexError as e:
    print("IndexError", e)
