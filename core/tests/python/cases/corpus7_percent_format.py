rows = [("apple", 3, 1.5), ("kiwi", 12, 0.25), ("watermelon", 1, 4.125)]
for name, qty, price in rows:
    print("%-12s|%5d|%8.2f|%-6.1e|%x" % (name, qty, price, price * qty, qty))
print("%(a)s and %(b)r and %(a)5s" % {"a": "x", "b": "y"})
print("%c%c%c" % (72, "i", 33), "%%", "%5.1f%%" % 99.5)
print("%*d|%-*d|%.*f" % (6, 42, 4, 7, 2, 3.14159))
print("%#x %#o %#X %+d % d %05d %-05d|" % (255, 8, 255, 5, 5, -42, 7))
print("%s %r %a" % ("é", "é", "é"))
print("%.3s|%10.2s|%-4s|" % ("abcdef", "xyz", None))
print("%e %E %g %G %g %g" % (12345.678, 0.00012, 1e-5, 1e20, 123456789, 0.0001))
print("%i %u %d" % (3.9, -2, True))
print("%s" % (1,), "%s" % [1, 2], "%s %s" % ("a", (1, 2)))
print(b"%s-%d-%x-%b" % (b"by", 5, 255, b"x"))
try:
    print("%d" % "x")
except TypeError as e:
    print("TypeError:", e)
try:
    print("%s %s" % ("only",))
except TypeError as e:
    print("TypeError:", e)
try:
    print("%s" % (1, 2))
except TypeError as e:
    print("TypeError:", e)
try:
    print("%z" % 1)
except ValueError as e:
    print("ValueError:", e)
print("%.0f %.0f %.0f %.0f" % (0.5, 1.5, 2.5, 3.5))
print("%5s|%-5s|%05.1f|%+.2e" % (True, None, -2.345, -0.0))
print("%#.3g|%#g|%.10g|%g" % (1.0, 2.5, 1 / 3, 1e16))
print("%o %x" % (-8, -255), "%r" % 1.0, "%s" % 1e100, "%d" % 10**25)
print("%(n)d items at %(p).2f each" % dict(n=3, p=2.5))
print("%3c|%-3c|" % ("a", 98))
class W:
    def __str__(self): return "W-str"
    def __repr__(self): return "W-repr"
print("%s %r %10s|" % (W(), W(), W()))
print("tuple: %s" % ((1, 2),))
