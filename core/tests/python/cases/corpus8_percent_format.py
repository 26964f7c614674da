# % formatting: flags, widths, * args, %c, mapping keys, floats.
print("%5s|%-5s|%.2s|%5.1s|%c|%c|%%|%03d|%+d|% d|%x|%X|%#x|%#o|%o|%e|%i|%u" % ("ab", "ab", "abc", "xyz", 65, "z", 5, 5, 5, 255, 255, 255, 8, 8, 1.5, 3, 4))
print("%(a)s %(a)r" % {"a": "q"}, "%*d|%-*d|%.*f" % (5, 1, 4, 2, 2, 3.14159), "%s" % (1,), "%s" % [1, 2], "%r" % "x'y", repr('a"b\'c'), repr("\x00\x7f\x80\xff\u0100\U0001f600\u200b"))
print("%d" % 3.9, "%i" % -2.5, "%s" % 3.0, "%.0f" % 0.5, "%.0f" % 1.5, "%c" % 10 == "\n", repr("%c" % 0x1F600))
print("%s %s" % ("a", "b"), "%.3r" % "abcdef", "%5.2f%%" % 99.555, "%-8.3e|" % 0.000123, "%g" % 1e-5, "%g" % 123456789, "%.2g" % 0.000001234, "%#.3x" % 5, "%+.1e" % -0.0)
for fmt, arg in [("%x", 3.0), ("%d", "1"), ("%c", "ab"), ("%s %s", (1,)), ("%s", (1, 2)), ("%(k)s", 5)]:
    try:
        print(fmt % arg)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
