from string import Template, Formatter
class Pct(Template):
    delimiter = "%"
print(Pct("Total: %amt for %{who}").substitute(amt="$5", who="you"))
t = Template("${greeting}, $name! $$")
print(t.substitute({"greeting": "Hi", "name": "Ann"}), t.safe_substitute(name="Bo"))
try:
    Template("bad $").substitute()
except ValueError as e:
    print("ValueError:", e)
class Upper(Formatter):
    def format_field(self, value, spec):
        return super().format_field(value, spec).upper()
print(Upper().format("{} and {:>5}", "abc", "d"), Formatter().vformat("{a}-{b}", (), {"a": 1, "b": 2}))
