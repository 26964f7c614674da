# string.Template mail merge with custom delimiter, idpattern, and safe_substitute
from string import Template, capwords, ascii_letters, digits, punctuation, Formatter
import string
t = Template("Dear $name,\nYour order #${order_id} of $$${amount} ships on $date.\n")
rows = [{"name": "Ann", "order_id": 17, "amount": "12.50", "date": "Mon"},
        {"name": "Bob", "order_id": 18, "amount": "7.00"}]
for r in rows:
    try:
        print(t.substitute(r), end="")
    except KeyError as e:
        print("missing key", e)
        print(t.safe_substitute(r), end="")
print(t.get_identifiers(), t.is_valid(), Template("$ bad").is_valid(), Template("${unclosed").is_valid())
try:
    Template("cost: $").substitute()
except ValueError as e:
    print("ValueError", e)
try:
    Template("x ${a b}").substitute({"a b": 1})
except ValueError as e:
    print("ValueError", e)
print(Template("$who likes $what").substitute({"who": "tim"}, what="kung pao"), Template("$x$y").substitute(x=1, y=2))
class Percent(Template):
    delimiter = "%"
print(Percent("%user has %{n}0%% of %%").substitute(user="ann", n=5))
class Dotted(Template):
    idpattern = r"[a-z][_a-z0-9]*(?:\.[a-z][_a-z0-9]*)*"
class Ns(dict):
    def __getitem__(self, k):
        cur = self
        for part in k.split("."):
            cur = dict.__getitem__(cur, part) if isinstance(cur, dict) else getattr(cur, part)
        return cur
print(Dotted("$user.name lives in ${user.addr.city}").substitute(Ns(user={"name": "kim", "addr": {"city": "Oslo"}})))
class Braces(Template):
    delimiter = "{{"
    pattern = r"""
    \{\{(?:
      (?P<escaped>\{\{) |
      (?P<named>[_a-z][_a-z0-9]*)\}\} |
      (?P<braced>[_a-z][_a-z0-9]*)\}\} |
      (?P<invalid>)
    )
    """
print(Braces("Hi {{name}}, {{{{literal}}").substitute(name="Zed"))
class Upper(Template):
    flags = 0
    idpattern = r"[A-Z]+"
print(Upper("$ABC and $abc").safe_substitute(ABC="yes"))
print(capwords("hello   wide\tworld"), capwords("a-b c-d", "-"), string.ascii_lowercase[:5], digits, len(punctuation), string.hexdigits, repr(string.whitespace), string.octdigits)
f = Formatter()
class Loud(Formatter):
    def format_field(self, v, spec):
        return super().format_field(v, spec).upper()
    def get_value(self, key, args, kwargs):
        if isinstance(key, str) and key not in kwargs:
            return f"<{key}?>"
        return super().get_value(key, args, kwargs)
    def convert_field(self, v, conv):
        if conv == "u":
            return str(v).upper()
        return super().convert_field(v, conv)
print(Loud().format("{0} meets {who} at {place!r} {x!u}", "ann", who="bob", x="q"), f.format("{:>6}|{!r}", "a", "b"))
print(f.check_unused_args is not None, list(f.parse("no fields")), list(f.parse("{a.b[0]:>{w}}")))
try:
    Loud().format("{0!z}", 1)
except ValueError as e:
    print("ValueError", e)
