print("%s is %d years" % ("Ann", 30))
print("%5s|%-5s|%.2s|%r" % ("ab", "cd", "xyz", "q"))
print("%d %i %u" % (3.9, -2.5, 7))
print("%05.1f|%+d|% d|%-6d|%06d" % (3.14159, 5, 5, 5, -5))
print("%x %X %#x %#o %o %e %E %g %G" % (255, 255, 255, 8, 8, 12345.678, 0.00012, 1e-5, 1e20))
print("%c%c" % (65, "b"), "%%", "%.3e" % 1234.5)
print("%(name)s=%(val).2f" % {"name": "pi", "val": 3.14159})
print("%*d|%-*d|%.*f" % (5, 42, 4, 7, 2, 2.71828))
print("%s" % [1, 2], "%s" % (1,), "%s %s" % (None, True))
print("%r" % ((1, 2),))
try:
    print("%d" % "x")
except TypeError as e:
    print(e)
try:
    print("%s %s" % ("a",))
except TypeError as e:
    print(e)
try:
    print("%s" % ("a", "b"))
except TypeError as e:
    print(e)
try:
    "%z" % 1
except ValueError as e:
    print(e)
print(b"%s-%d-%x" % (b"ab", 5, 255), b"%c" % 65, b"%r" % "x" if False else b"%a" % "é")
print("%.0f %.0f %.0f" % (0.5, 1.5, 2.5))
print("%10.4s|" % "abcdefgh", "%-10r|" % "x")
print("%s" % 10**30, "%d" % 10**30, "%x" % 10**30, "%e" % 10**30)
print("%g %g %g %g" % (100000, 1000000, 0.0001, 0.00001))
print("%#g %#.3g %#x" % (1.0, 2.0, 0))
print("%.3s" % 3.14159, "%5.1f%%" % 99.55)
class Obj:
    def __str__(self): return "STR"
    def __repr__(self): return "REPR"
print("%s %r %a" % (Obj(), Obj(), Obj()))
rows = [("apples", 3, 0.5), ("kiwis", 12, 0.25), ("melon", 1, 3.0)]
for name, qty, price in rows:
    print("%-8s %3d x %5.2f = %6.2f" % (name, qty, price, qty * price))
