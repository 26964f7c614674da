# complex: literals, the constructor (numbers, strings, keywords, instances), parts, repr/str,
# hash, bool, equality and the refused orderings and conversions.
import math


def t(label, fn):
    try:
        r = fn()
        print(label, "->", repr(r), type(r).__name__)
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


print(2j, 1.5e3J, 0j, -0j, 1e20j, 1e-5j, 3.14j, 10j, 1_000j, 0.1j + 0.2j)
print(type(2j), type(2j) is complex, isinstance(2j, complex), isinstance(2, complex),
      isinstance(2j, (int, float)), complex)
inf, nan = math.inf, math.nan
vals = [0.0, -0.0, 1.0, -1.0, 2.5, -1e20, 1e16, 1e-7, 123456789.0, inf, -inf, nan]
for re in vals:
    print(" ".join(repr(complex(re, im)) for im in vals))
for re in vals:
    print(" ".join(str(complex(re, im)) for im in vals[:6]))
print(-2j, -(2j), -(0j), -(1 + 0j), +(-0.0 - 0j), complex(-0.0, -0.0), (-0.0 + 0j))
print((1 + 2j).real, (1 + 2j).imag, (3j).real, (1 - 2j).conjugate(), (2j).conjugate(),
      complex(0.0, -0.0).conjugate(), (5).conjugate(), (2.5).conjugate())
print(type((1 + 2j).real).__name__, (1).imag, (1.5).imag, (1.5).real)
for args in [(), (1,), (1.5,), (True,), (1, 2), (1.5, -2.5), (1j,), (1j, 1j), (1 + 2j, 3 + 4j),
             (2, 1j), (1j, 2), (False, True), (10**20, 1), (-0.0,), (0.0, -0.0), (nan, inf)]:
    t("complex%r" % (args,), lambda: complex(*args))
t("complex(real=1, imag=2)", lambda: complex(real=1, imag=2))
t("complex(imag=2)", lambda: complex(imag=2))
t("complex(1, 2, 3)", lambda: complex(1, 2, 3))
t("complex(foo=1)", lambda: complex(foo=1))
t("complex(None)", lambda: complex(None))
t("complex(1, None)", lambda: complex(1, None))
t("complex([])", lambda: complex([]))
t("complex('1', 2)", lambda: complex("1", 2))
t("complex(1, '2')", lambda: complex(1, "2"))
t("complex(10**400)", lambda: complex(10**400))
t("complex(1, 10**400)", lambda: complex(1, 10**400))
for s in ["1+2j", "1-2j", " 3 ", "(1+2j)", " ( -1.5e3-2.5E-2J ) ", "j", "-j", "+j", "2j",
          "1+j", "1-J", "inf", "-inf+nanj", "nan", "infj", "-Infinity-INFj", "1e400",
          "1e400j", "1_000+2_0j", "1__0j", "_1j", "1_j", "1e5_0", "", " ", "()", "(1", "1)",
          "1+2", "1 + 2j", "j1", "1jj", "1+2j+3j", "0x10", "1.", ".5j", "1.e3-.5e-2j",
          "--1", "+-1j", "(j)", "\t1j\n", "\u20031+1j\u2003", "1+2i", "nanj", ".j",
          "1e", "1e+j", "1.5e-3", "-0", "-0j", "-0-0j"]:
    t("complex(%r)" % s, lambda: complex(s))


class C:
    def __complex__(self):
        return 3 + 4j


class Fl:
    def __float__(self):
        return 2.5


class Ix:
    def __index__(self):
        return 7


class Bad:
    def __complex__(self):
        return 1.5


class Nothing:
    pass


for a in [(C(),), (Fl(),), (Ix(),), (C(), 1), (1, Fl()), (Fl(), Ix()), (Bad(),), (Nothing(),),
          (1, Nothing()), (1, C())]:
    t("complex(%s)" % ", ".join(type(x).__name__ for x in a), lambda: complex(*a))
for z in [0j, -0j, complex(0.0, -0.0), complex(-0.0, 0.0), 1j, 1 + 0j, 1.5 + 2.5j,
          complex(inf, 0), complex(0, inf), complex(-inf, -inf), complex(1e300, 1e-300),
          3 - 4j, complex(2**53, 1), complex(-1, 0), complex(0, -1)]:
    print(repr(z), hash(z), bool(z), z == z)
print(hash(1 + 0j) == hash(1), hash(2.5 + 0j) == hash(2.5), hash(complex(2**70, 0)) == hash(2**70))
d = {1: "int", 2.5: "float"}
d[1 + 0j] = "complex"
d[2j] = "imag"
print(d, {1j, 1j, 0j, 0, 0.0, False}, 1j in {1j: 2}, (1 + 0j) in [1])
for a, b in [(1 + 0j, 1), (1 + 0j, 1.0), (1 + 1j, 1), (2j, 2j), (0j, 0), (0j, -0.0), (0j, False),
             (1 + 0j, True), (complex(2**60, 0), 2**60), (complex(2**60, 0), 2**60 + 1),
             (complex(2.0**80, 0), 2**80), (complex(nan, 0), nan), (1j, "1j"), (1j, None),
             (1j, [1j]), (complex(inf, 0), inf)]:
    print(repr(a), repr(b), a == b, b == a, a != b, b != a)
for op in ["<", "<=", ">", ">="]:
    t("1j %s 2j" % op, lambda: eval("1j %s 2j" % op))
    t("1j %s 1" % op, lambda: eval("1j %s 1" % op))
    t("1.5 %s 1j" % op, lambda: eval("1.5 %s 1j" % op))
t("int(1j)", lambda: int(1j))
t("float(1j)", lambda: float(1j))
t("int(1+0j)", lambda: int(1 + 0j))
t("round(1j)", lambda: round(1j))
t("math.sqrt(1j)", lambda: math.sqrt(1j))
t("math.floor(1j)", lambda: math.floor(1j))
t("abs(3+4j)", lambda: abs(3 + 4j))
t("abs(-0j)", lambda: abs(-0j))
t("abs(complex(inf, nan))", lambda: abs(complex(nan, inf)))
t("abs(complex(nan, 1))", lambda: abs(complex(nan, 1)))
t("abs(1e308+1e308j)", lambda: abs(1e308 + 1e308j))
t("abs(1e300+1e300j)", lambda: abs(1e300 + 1e300j))
t("abs(1e-320+1e-320j)", lambda: abs(1e-320 + 1e-320j))
t("bool", lambda: (bool(0j), bool(-0j), bool(1j), bool(complex(nan, 0)), not 0j, not 1e-300j))
t("sum", lambda: sum([1j, 2, 3.5, 1 - 1j]))
t("sorted", lambda: sorted([1j, 2j]))
t("max", lambda: max([1j, 2j]))
t("str.format", lambda: "{} {!r} {!s}".format(1 + 2j, -1j, 2j))
t("f-string", lambda: f"{1+2j} {3j!r} {(1-0j)=}")
t("%", lambda: "%s %r" % (1 + 2j, 3j))
t("%d", lambda: "%d" % 1j)
t("%f", lambda: "%f" % 1j)
t("list", lambda: [1j, (2 + 3j), complex(-0.0, nan)])
t("(1j).__class__", lambda: (1j).__class__)
t("complex.__name__", lambda: complex.__name__)
t("type(1j)(2)", lambda: type(1j)(2))
t("1j.real = 2", lambda: setattr(1j, "real", 2))
t("1j.foo", lambda: (1j).foo)
t("hasattr", lambda: (hasattr(1j, "real"), hasattr(1j, "conjugate"), hasattr(1j, "is_integer")))
t("len(1j)", lambda: len(1j))
t("1j[0]", lambda: (1j)[0])
t("iter", lambda: iter(1j))
t("divmod(1j, 2)", lambda: divmod(1j, 2))
