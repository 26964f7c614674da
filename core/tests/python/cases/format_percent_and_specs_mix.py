rows = [("apple", 3, 1.5), ("banana", 12, 0.25), ("cherry", 100, 12.125)]
for name, qty, price in rows:
    print("%-10s|%5d|%8.3f|%+.1e|%x|%o|%#x" % (name, qty, price, price * qty, qty, qty, qty))
print("%(a)s and %(b)r" % {"a": "x", "b": "y"})
print("%5.1f%%" % 99.44, "%c%c" % (72, "i"), "%*d|%-*d|" % (5, 42, 4, 7))
print("%s" % (1,), "%s" % [1, 2], "%r" % "q'uote", "%a" % "héllo")
print("%.3s" % "abcdef", "%05.1f" % -2.345, "% d" % 5, "%i" % 3.9)
print("%g %g %g %G" % (1e-5, 123456789.0, 0.0001234, 1e20))
print("%10.4g|%-10.2e|" % (3.14159265, 12345.678))
try:
    print("%d" % "x")
except TypeError as e:
    print(e)
try:
    print("%s %s" % (1,))
except TypeError as e:
    print(e)
try:
    print("%s" % (1, 2))
except TypeError as e:
    print(e)
print(b"%s-%d" % (b"ab", 5))
print("{:>8}|{:^8}|{:<8}|".format("r", "c", "l"), "{0:*^11,}".format(1234567))
print("{:_b} {:#o} {:+08.2f} {:.2%} {:e}".format(255, 8, 3.14159, 0.256, 0.000123))
print(f"{'nested':{'>'}{12}}", f"{3.0:g}", f"{1e16:g}", f"{12345.6789:,.2f}")
print(format(1234.5, "n"), format(-0.0, "+.1f"), format(10**20, ","), f"{255:#X}")
