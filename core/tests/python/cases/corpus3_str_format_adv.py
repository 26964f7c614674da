class Pt:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __str__(self):
        return f"({self.x}, {self.y})"
    def __repr__(self):
        return f"Pt({self.x}, {self.y})"
    def __format__(self, spec):
        if spec == "polar":
            import math
            return f"r={math.hypot(self.x, self.y):.2f}"
        return format(str(self), spec)

p = Pt(3, 4)
print("{0.x}-{0.y} {1[0]} {1[k]} {2!r} {2!s}".format(p, {0: "zero", "k": "kay"}, p))
print("{:polar} [{:>10}] [{:^12}]".format(p, p, p))
print("{name:*<8}|{val:08.3f}|{pct:.1%}".format(name="ab", val=-3.14159, pct=0.4567))
print("%s %r %a" % ("é", "é", "é"), "%5.1f%%" % 99.44, "%-6s|" % "ab", "%06.2f" % -1.5, "%+d %+d" % (5, -5))
print("%*d|%-*d|%.*f" % (5, 42, 4, 7, 2, 3.14159), "%#x %#o %#X" % (255, 8, 255), "%i %u" % (3, 4))
print("%(a)s %(a)r %(b)05.1f" % {"a": "x", "b": 2.25}, "%c" % 0x263A, "%%")
try:
    "%d" % "x"
except TypeError as e:
    print("TypeError:", e)
try:
    "%s %s" % ("one",)
except TypeError as e:
    print("TypeError:", e)
try:
    "%s" % ("a", "b")
except TypeError as e:
    print("TypeError:", e)
try:
    "{} {}".format(1)
except IndexError as e:
    print("IndexError:", e)
try:
    "{x}".format(y=1)
except KeyError as e:
    print("KeyError:", e)
try:
    "{:d}".format(1.5)
except ValueError as e:
    print("ValueError:", e)
try:
    format("s", ">10d")
except ValueError as e:
    print("ValueError:", e)
class Default(dict):
    def __missing__(self, k):
        return "{" + k + "}"
print("{a} and {b}".format_map(Default(a=1)), "{{literal}} {0}".format(5))
print(f"{'nested {braces}'!r}", f"{3 * 7 = }", f"{p.x + p.y = :>5}", f"{p!r:>12}")
w, prec = 10, 3
print(f"{3.14159:{w}.{prec}f}|{'x':{'^'}{w}}|{12345:{','}}")
print("{:,}".format(-1234567), "{:_b}".format(255), "{:>+8.2e}".format(12345.678), "{:=+8}".format(-42))
print("{:c}{:c}".format(72, 105), "{:o}".format(64), "{:#010b}".format(5), "{:.3s}".format("abcdef"))
table = [("apples", 3, 0.5), ("kiwis", 12, 0.25), ("melons", 1, 3.0)]
for name, n, price in table:
    print(f"{name.capitalize():<8}{n:>4} x {price:>5.2f} = {n * price:>6.2f}")
print(str.format("{0}{1}{0}", "ab", "cd"), "{0:{1}}".format("x", 4) + "|")
