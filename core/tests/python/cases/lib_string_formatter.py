import string

f = string.Formatter()
print(f.format("{} + {} = {}", 1, 2, 3))
print(f.format("{0}{1}{0}", "ab", "cd"))
print(f.format("{name:>8}|{num:06.2f}|{num!r}", name="left", num=3.14159))
print(f.format("{0[1]} {0[0]} {1[k]}", ["x", "y"], {"k": "v"}))
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y
print(f.format("({p.x}, {p.y})", p=Point(3, 4)))
print(f.format("{:{}}|{:>{width}}", "ab", 5, "c", width=4))
print(f.format("{{literal}} {0!s} {0!r} {0!a}", "café"))
print(list(f.parse("a{{b}}c{0!r:>{1}}d{}")))
print(list(f.parse("{a[x:y]}{!s}{:}")))
print(f.get_field("0.y", [Point(1, 2)], {}), f.get_value("k", (), {"k": 5}))
print(f.vformat("{a}-{b}", (), {"a": 1, "b": 2}))
print(f.convert_field(7, "r"), f.format_field(255, "x"))

class Defaults(string.Formatter):
    def get_value(self, key, args, kwargs):
        if isinstance(key, str):
            return kwargs.get(key, "<" + key + ">")
        return super().get_value(key, args, kwargs)
print(Defaults().format("{greeting}, {name}! {0}", "pos", greeting="Hi"))

class Upper(string.Formatter):
    def format_field(self, value, format_spec):
        return super().format_field(value, format_spec).upper()
    def convert_field(self, value, conversion):
        if conversion == "l":
            return str(value).lower()
        return super().convert_field(value, conversion)
print(Upper().format("{0} {1:>5} {2!l}", "abc", "de", "XYZ"))

class Strict(string.Formatter):
    def check_unused_args(self, used_args, args, kwargs):
        unused = set(kwargs) - used_args
        if unused:
            raise ValueError("unused: " + ", ".join(sorted(unused)))
print(Strict().format("{a}", a=1))
try:
    Strict().format("{a}", a=1, b=2, c=3)
except ValueError as e:
    print("ValueError:", e)
for bad in ["{", "}", "{0!}", "{0!rx}", "{0!", "{a{b}", "{0[}", "{}{0}", "{0}{}", "{0:{1:{2}}}",
            "{!q}", "{0.}", "{0[]}", "{0[0]x}"]:
    try:
        f.format(bad, [1], 2, 3)
    except (ValueError, IndexError, KeyError) as e:
        print(repr(bad), type(e).__name__ + ":", e)
f.format("{missing}")
