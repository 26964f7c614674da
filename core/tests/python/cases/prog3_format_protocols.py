class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
        self.coords = [x, y]
        self.meta = {"label": "P"}
    def __repr__(self):
        return f"Point({self.x!r}, {self.y!r})"
    def __str__(self):
        return f"({self.x}, {self.y})"
    def __format__(self, spec):
        if not spec:
            return str(self)
        if spec.endswith("p"):
            prec = spec[:-1] or "2"
            return f"<{self.x:.{prec}f}; {self.y:.{prec}f}>"
        return format(str(self), spec)

p = Point(1.5, -2.25)
print(f"{p}", f"{p!r}", f"{p!s:>15}", f"{p:3p}", f"{p:p}", f"{p:*^20}", format(p), "{}".format(p), "{0!r}".format(p))
print("{0.x} {0.coords[1]} {0.meta[label]} {1[0]}".format(p, ["z"]), "{p.y:+.1f}".format(p=p))
x, width, name = 3.14159, 10, "pi"
print(f"{x=}", f"{x = :.2f}", f"{name!r:>{width}}", f"{x:{width}.{2}}", f"{'nested'!s:^{width + 2}}", f"{{literal}}", f"{x:.3}")
print(f"{3 + 4 = }", f"{name.upper()=}", f"{[1, 2][0]}", f"{ {'k': 1}['k'] }", f"{'yes' if x > 3 else 'no'}")
print(f"{'a' 'b'}", f"{'é'!a}", ascii("naïve ☃"), repr("tab\t'q'"), repr('dq"'), repr("both'\""), str(b"x"), repr(b"\x00'"))
print(format(None, ""), f"{None!s:>5}", f"{True:>6}", f"{False!r}", format(12, "c"), f"{'x':=^5}")
try:
    f"{object():d}"
except TypeError as e:
    print(type(e).__name__, str(e).split(" at ")[0] if " at " in str(e) else e)
try:
    "{} {}".format(1)
except IndexError as e:
    print(type(e).__name__, e)
try:
    "{0} {}".format(1, 2)
except ValueError as e:
    print(type(e).__name__, e)
try:
    "{missing}".format()
except KeyError as e:
    print(type(e).__name__, e)
try:
    "{:q}".format(5)
except ValueError as e:
    print(type(e).__name__, e)
try:
    "{!x}".format(5)
except ValueError as e:
    print(type(e).__name__, e)
try:
    format("s", "d")
except ValueError as e:
    print(type(e).__name__, e)
rows = [("Widget", 3, 4.5), ("Gadget Pro", 12, 19.99), ("X", 100, 0.5)]
w = max(len(r[0]) for r in rows)
print(f"{'Item':<{w}} | {'Qty':>4} | {'Price':>8}")
print("-" * (w + 18))
for item, q, pr in rows:
    print(f"{item:<{w}} | {q:>4d} | {pr:>8.2f}")
print(f"{'Total':<{w}} | {sum(r[1] for r in rows):>4} | {sum(r[1] * r[2] for r in rows):>8,.2f}")
print("%s|%r|%a|%5s|%-5s|%.1s" % ("é", "é", "é", "ab", "ab", "xyz"), "%i %u %X %#o %#x %+.2e %G" % (3, 4, 255, 8, 255, 12345.6789, 0.00001))
try:
    "%d" % "x"
except TypeError as e:
    print(type(e).__name__, e)
try:
    "%s %s" % (1,)
except TypeError as e:
    print(type(e).__name__, e)
try:
    "%s" % (1, 2)
except TypeError as e:
    print(type(e).__name__, e)
