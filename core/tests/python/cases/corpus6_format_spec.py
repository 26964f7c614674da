def t(label, f):
    try:
        r = f()
        print(label, repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)

ints = [0, 7, -7, 255, -255, 1234567, -1234567890]
specs = ["", "5", "<5", ">5", "^5", "*^7", "+", " ", "-", "05", "+06", "=+8", "#x", "#X", "#o", "#b", "08b", "#010x", ",", "_", "_x", "_b", "12,", "=12,", "c", "n", "e", ".2f", "%", ".1%", "g", "x<8"]
for sp in specs:
    out = []
    for n in ints:
        try:
            out.append(format(n, sp))
        except Exception as e:
            out.append(type(e).__name__ + ":" + str(e))
            break
    print(repr(sp), out)
floats = [0.0, -0.0, 1.5, -2.25, 1234567.891, 1e-5, 1e16, 123456789012345678.0, float("inf"), float("-inf"), float("nan"), 0.000123456]
fspecs = ["", "f", ".0f", ".3f", "e", ".2E", "g", ".3g", "G", "#g", ".0e", "#.0f", "%", ".1%", ",", ",.2f", "_.3f", "+.1f", " .1f", "012.3f", "=+12.2f", "^12.2f", "*<10.1f", "#.3g", ".10g", "n", ".2", "10", "010", "-.1f"]
for sp in fspecs:
    out = []
    for x in floats:
        try:
            out.append(format(x, sp))
        except Exception as e:
            out.append(type(e).__name__ + ":" + str(e))
            break
    print(repr(sp), out)
strs = ["", "a", "hello", "héllo"]
for sp in ["", "5", "<5", ">5", "^5", "-^6", ".2", "10.3", "*>4.1", "s", "^"]:
    print(repr(sp), [format(s, sp) for s in strs])
t("bool", lambda: (format(True), format(True, "d"), format(False, "5"), format(True, ">5"), f"{True:x}", f"{True:.2f}", f"{True!s:>6}", f"{False!r}"))
t("none", lambda: (format(None), f"{None!s:>6}", f"{None}", f"{None!r:^8}"))
t("none spec", lambda: format(None, ">5"))
t("nested", lambda: ("{:{w}.{p}f}".format(3.14159, w=10, p=2), "{0:{1}}".format("x", ">4"), f"{'ab':{'*'}^{6}}", "{:{}{}}".format(5, "+", 4)))
t("conversions", lambda: ("{!r}".format("é"), "{!a}".format("é😀"), "{!s}".format(1.0), f"{'x'!a:>6}", "{0!r:>8}".format("ab")))
t("index attr", lambda: ("{0[1]}".format([1, 2]), "{d[key]}".format(d={"key": "v"}), "{0.real}".format(3 + 4j), "{0[0][1]}".format(["ab"]), "{.imag}".format(2j)))
t("auto manual", lambda: "{}{1}".format(1, 2))
t("missing", lambda: "{} {}".format(1))
t("missing kw", lambda: "{x}".format(y=1))
t("bad conv", lambda: "{!z}".format(1))
t("unmatched", lambda: "{".format())
t("unmatched2", lambda: "}".format())
t("escapes", lambda: ("{{}}".format(), "{{{0}}}".format(5), f"{{x}}", "{{{}}}".format("a")))
t("bad spec str", lambda: format("x", "d"))
t("bad spec int", lambda: format(5, "s"))
t("bad spec float", lambda: format(1.5, "d"))
t("bad spec x", lambda: format(1.5, "x"))
t("sign str", lambda: format("x", "+"))
t("comma str", lambda: format("x", ","))
t("alt str", lambda: format("x", "#"))
t("zero str", lambda: format("x", "05"))
t("two grouping", lambda: format(1, ",_"))
t("prec int", lambda: format(1, ".2"))
t("c range", lambda: format(-1, "c"))
t("c sign", lambda: format(65, "+c"))
t("comma n", lambda: format(1000, ",n"))
t("comma x", lambda: format(255, ",x"))
t("too big width", lambda: format(1, "9999999999999999999"))
t("invalid", lambda: format(1, "abc"))
t("obj format", lambda: format(object(), "").startswith("<object object at 0x"))
t("obj format spec", lambda: format(object(), "5"))
t("list fmt", lambda: format([1, 2], ""))
class P:
    def __format__(self, spec):
        return "P<" + spec + ">"
t("custom", lambda: (f"{P()}", f"{P():xyz}", "{:>{}}".format(P(), 3), format(P(), "q")))
t("fstring expr", lambda: (f"{1+1=}", f"{'a' * 3=!r:>10}", f"{3.14159=:.2f}", f"{[1, 2]=}"))
x = 42
t("fstring debug", lambda: (f"{x=}", f"{x = }", f"{x=:#x}", f"{x!r:5}|"))
t("percent basic", lambda: ("%-10s|%+05d|%x|%o|%e|%g|%r|%a|%c|%%" % ("ab", 42, 255, 8, 12345.678, 0.0001, "q", "é", 65),))
t("percent dict", lambda: "%(name)s is %(age)03d, %(name)r" % {"name": "Bo", "age": 7})
t("percent star", lambda: ("%*d|%-*d|%.*f" % (5, 1, 4, 2, 2, 3.14159)))
t("percent flags", lambda: ("%#x %#o %#X %05.1f %-6.2e| % d %+d %i %u" % (255, 8, 255, 3.14159, 1234.5, 5, -5, 3, 4)))
t("percent g", lambda: ["%g" % v for v in (1e-5, 123456, 1234567, 0.5, 100.0, 1e100)] + ["%#g" % 1.0, "%.3g" % 1234.5, "%G" % 1e-10])
t("percent s obj", lambda: ("%s %s %s" % (None, [1], (2,)), "%s" % ((1, 2),), "%s" % [1, 2], "%d" % 3.99, "%x" % True))
t("percent c str", lambda: "%c%c" % ("h", 105))
t("percent few", lambda: "%s %s" % ("a",))
t("percent many", lambda: "%s" % ("a", "b"))
t("percent bad type", lambda: "%d" % "x")
t("percent bad x", lambda: "%x" % 1.5)
t("percent bad char", lambda: "%y" % 1)
t("percent incomplete", lambda: "abc %" % ())
t("percent c big", lambda: "%c" % 0x110000)
t("percent c str2", lambda: "%c" % "ab")
t("percent dict missing", lambda: "%(a)s" % {"b": 1})
t("percent needs dict", lambda: "%(a)s" % (1,))
t("percent tuple single", lambda: ("%s" % (1,), "%r" % "x", "%5.2s|" % "abc", "%-5c|" % "z", "%.0f %.0f" % (0.5, 1.5)))
t("percent inf", lambda: ("%f %e %g %d" % (float("inf"), float("-inf"), float("nan"), 1e20), "%05f" % float("inf")))
t("percent int big", lambda: "%d %x" % (10**25, -(2**70)))
t("percent unused dict", lambda: "hello" % {"a": 1})
t("percent unused tuple", lambda: "hello" % ())
