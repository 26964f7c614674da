"""A mail-merge tool with string.Template, custom delimiters, and string.Formatter."""
import string
from string import Template

customers = [
    {"name": "Ada", "plan": "pro", "due": 42.5, "days": 3},
    {"name": "Brian", "plan": "free", "due": 0, "days": 0},
    {"name": "Chen", "plan": "team", "due": 1234.0},
]

letter = Template("""Dear $name,
Your ${plan} plan has $$${due} due in $days day(s).
Thanks, $$team""")

for c in customers:
    print("---")
    try:
        print(letter.substitute(c))
    except KeyError as e:
        print("KeyError", e)
        print(letter.safe_substitute(c))

print(Template("$who likes $what").substitute({"who": "tim"}, what="kung pao"))
try:
    Template("cost: $").substitute()
except ValueError as e:
    print("ValueError", e)
try:
    Template("bad ${ name}").substitute(name=1)
except ValueError as e:
    print("ValueError", e)
print(Template("$x and $ alone").safe_substitute(x=1))
print(Template("$a$b${c}d").template, Template("$a $b").get_identifiers(), Template("$a $$b").is_valid())


class PercentTemplate(Template):
    delimiter = "%"
    idpattern = r"[a-z][a-z0-9]*"


print(PercentTemplate("%greeting %name1, you owe %%5").substitute(greeting="Hi", name1="Zed"))


class UpperFormatter(string.Formatter):
    def convert_field(self, value, conversion):
        if conversion == "u":
            return str(value).upper()
        return super().convert_field(value, conversion)

    def get_value(self, key, args, kwargs):
        if isinstance(key, str) and key not in kwargs:
            return f"<{key}?>"
        return super().get_value(key, args, kwargs)


f = UpperFormatter()
print(f.format("{name!u} owes {due:>8.2f} on {plan!r} {missing}", name="ada", due=42.5, plan="pro"))
print(f.format("{0} {1!u} {0}", "x", "y"))
print(list(string.Formatter().parse("a{0:>5}b{name!r}c{{d}}")))
print(string.Formatter().vformat("{a[0]}-{b.real}", (), {"a": [7], "b": 3 + 4j}))
print(string.capwords("hello   wonderful world"), string.capwords("a-b c-d", "-"))
print(string.ascii_letters[:5], string.digits, string.hexdigits, repr(string.whitespace), string.punctuation[:8])
try:
    string.Formatter().format("{0} {}", 1, 2)
except ValueError as e:
    print("ValueError", e)
try:
    string.Formatter().format("{nope}")
except KeyError as e:
    print("KeyError", e)
