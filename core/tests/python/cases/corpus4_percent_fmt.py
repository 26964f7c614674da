# printf-style formatting
print("%s|%r|%a" % ("é", "é", "é"))
print("%5d|%-5d|%05d|%+d|% d" % (42, 42, 42, 42, 42))
print("%x|%X|%#x|%#o|%o" % (255, 255, 255, 8, 8))
print("%.3f|%10.2f|%-10.2f|%e|%E|%g|%G" % (3.14159, 2.5, 2.5, 12345.678, 0.00012, 1e-5, 1e20))
print("%c%c%c" % (72, "i", 33))
print("%(name)s is %(age)d years, %(name)r" % {"name": "Ann", "age": 30})
print("%*d|%-*d|%.*f" % (6, 1, 6, 2, 2, 3.14159))
print("%%|%s" % "x", "%s" % (1,), "%s" % [1, 2], "%s" % ((1, 2),))
print("%d" % 3.99, "%i" % -2.5, "%x" % -255, "%o" % -8)
print("%s %s" % (None, True), "%d" % True, "%.2s" % "abcdef", "%5.1s|" % "xyz")
print("%r" % {"a": 1}, "%s" % b"bytes", b"%s-%d" % (b"ab", 5), b"%x" % 255, b"%c" % 65)
print("%10.4e|%-12g|%#g|%#.3g" % (123.456, 0.5, 1.0, 2.0))
print("%u" % 5, "%.0f" % 0.5, "%.0f" % 1.5, "%.0f" % 2.5, "%.1f" % 0.05, "%.2f" % 2.675)
for fmt, args in [("%d", "x"), ("%s %s", (1,)), ("%s", (1, 2)), ("%z", 1), ("%(a)s", (1,)), ("%c", 1234567)]:
    try:
        print(fmt % args)
    except (TypeError, ValueError, KeyError, OverflowError) as e:
        print(type(e).__name__ + ":", e)
rows = [("apples", 3, 1.5), ("kiwis", 12, 0.25), ("watermelon", 1, 4.0)]
print("%-12s%5s%8s" % ("item", "qty", "price"))
for name, q, p in rows:
    print("%-12s%5d%8.2f" % (name, q, p))
print("%s" % 10**30, "%d" % 10**30, "%x" % 10**30, "%e" % 10**30)
