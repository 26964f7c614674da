# complex arithmetic: + - * / ** with int, float, big int and complex on either side, unary
# operators, pow's three-argument form, the refused operators and CPython's error texts.
import math

inf, nan = math.inf, math.nan


def t(label, fn):
    try:
        r = fn()
        print(label, "->", repr(r), type(r).__name__)
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


ops = [("+", lambda x, y: x + y), ("-", lambda x, y: x - y), ("*", lambda x, y: x * y),
       ("/", lambda x, y: x / y), ("**", lambda x, y: x ** y)]
nums = [0j, -0j, 1j, 1 + 2j, -3.5 + 0.25j, complex(0, -0.0), complex(-0.0, 0.0), 2, -3, 0, 0.5,
        -0.0, True, 10**20, complex(1e308, 1e308), complex(1e-310, -1e-310)]
for name, op in ops:
    for x in nums:
        row = []
        for y in nums:
            if not isinstance(x, complex) and not isinstance(y, complex):
                continue
            try:
                row.append(repr(op(x, y)))
            except Exception as e:
                row.append(type(e).__name__ + ":" + str(e))
        print(name, repr(x), "|", " ".join(row))
specials = [complex(inf, 0), complex(0, inf), complex(inf, inf), complex(nan, 0),
            complex(-inf, 1), complex(1, nan), inf, nan]
for name, op in ops[:4]:
    for x in specials:
        row = []
        for y in specials + [1j, 2 + 0j, 0.5]:
            try:
                row.append(repr(op(x, y)))
            except Exception as e:
                row.append(type(e).__name__)
        print(name, repr(x), "|", " ".join(row))
for base in [1j, 1 + 1j, -2 + 0j, 0j, 2, -8, 0.5, -0.5, complex(3, -4), 1e10 + 1e10j]:
    for e in [0, 1, 2, 3, -1, -2, 0.5, -0.5, 1j, 2 + 0j, -3 + 0j, 100, 101, -100, 2.5 + 1j,
              0j, complex(0, 0.0) * 1, 1e3]:
        if not isinstance(base, complex) and not isinstance(e, complex):
            continue
        t("%r ** %r" % (base, e), lambda: base ** e)
t("(-8) ** 0.5", lambda: (-8) ** 0.5)
t("(-8.0) ** (1/3)", lambda: (-8.0) ** (1 / 3))
t("(-1) ** 0.5", lambda: (-1) ** 0.5)
t("(-2.5) ** -1.5", lambda: (-2.5) ** -1.5)
t("pow(-4, 0.5)", lambda: pow(-4, 0.5))
t("(-inf) ** 0.5", lambda: (-inf) ** 0.5)
t("(-2) ** 1e300", lambda: (-2.0) ** 1e300)
t("0j ** -1", lambda: 0j ** -1)
t("0j ** 1j", lambda: 0j ** 1j)
t("0j ** (-1+0j)", lambda: 0j ** complex(-1, 0))
t("0j ** -0.5", lambda: 0j ** -0.5)
t("0 ** -1j", lambda: 0 ** -1j)
t("1e200j ** 2", lambda: 1e200j ** 2)
t("(1e200+1e200j) ** 1.5", lambda: (1e200 + 1e200j) ** 1.5)
t("10j ** 1000", lambda: 10j ** 1000)
t("1j ** 10**20", lambda: 1j ** 10**20)
t("1j ** 10**400", lambda: 1j ** 10**400)
t("(inf+0j) ** 2", lambda: complex(inf, 0) ** 2)
t("(nan+0j) ** 2", lambda: complex(nan, 0) ** 2)
t("pow(1j, 2)", lambda: pow(1j, 2))
t("pow(1j, 2, 3)", lambda: pow(1j, 2, 3))
t("pow(2, 1j, 3)", lambda: pow(2, 1j, 3))
t("pow(2, 3, 1j)", lambda: pow(2, 3, 1j))
t("pow(2.0, 3, 1j)", lambda: pow(2.0, 3, 1j))
t("pow(1j, 2.0, 3)", lambda: pow(1j, 2.0, 3))
t("pow(2.0, 1j, 3)", lambda: pow(2.0, 1j, 3))
t("pow(2, 2.0, 1j)", lambda: pow(2, 2.0, 1j))
t("pow(2, 3, 2.0)", lambda: pow(2, 3, 2.0))
t("pow(2.5, 2, 3)", lambda: pow(2.5, 2, 3))
t("pow(1j, 2, None)", lambda: pow(1j, 2, None))
t("1j / 0", lambda: 1j / 0)
t("1 / 0j", lambda: 1 / 0j)
t("1.5 / -0j", lambda: 1.5 / -0j)
t("0j / 0j", lambda: 0j / 0j)
t("1j // 2", lambda: 1j // 2)
t("2 // 1j", lambda: 2 // 1j)
t("1j % 2", lambda: 1j % 2)
t("divmod(1j, 1j)", lambda: divmod(1j, 1j))
t("1j + 10**400", lambda: 1j + 10**400)
t("10**400 * 1j", lambda: 10**400 * 1j)
t("1j + 'a'", lambda: 1j + "a")
t("'a' * 1j", lambda: "a" * 1j)
t("[1] * 1j", lambda: [1] * 1j)
t("1j + None", lambda: 1j + None)
t("1j & 1", lambda: 1j & 1)
t("1j << 1", lambda: 1j << 1)
t("~1j", lambda: ~1j)
t("-z", lambda: (-(1 + 2j), -complex(0.0, 0.0), -complex(nan, -inf)))
t("+z", lambda: (+(1 + 2j), +complex(-0.0, 0.0)))
t("abs", lambda: [abs(z) for z in [3 + 4j, -5j, 1e-200 + 1e-200j, complex(0.5, 1.5)]])
x = 1 + 1j
x += 2
x *= 1j
x -= 0.5
x /= 2
x **= 2
print(x)
t("1j * 1j", lambda: 1j * 1j)
t("(1+2j)*(3-4j)", lambda: (1 + 2j) * (3 - 4j))
t("(1+2j)/(3-4j)", lambda: (1 + 2j) / (3 - 4j))
t("1e300j / 1e-300j", lambda: 1e300j / 1e-300j)
t("(1e308+1e308j) / (1e308+1e308j)", lambda: (1e308 + 1e308j) / (1e308 + 1e308j))
t("(1+1j) / complex(nan, 1)", lambda: (1 + 1j) / complex(nan, 1))
t("(1+1j) / complex(inf, nan)", lambda: (1 + 1j) / complex(inf, nan))


class R:
    def __radd__(self, other):
        return ("radd", other)

    def __rmul__(self, other):
        return ("rmul", other)


t("1j + R()", lambda: 1j + R())
t("1j * R()", lambda: 1j * R())
t("1j - R()", lambda: 1j - R())
t("sum(1j ...)", lambda: sum([0.5j] * 10))
t("math.fsum", lambda: math.fsum([1j]))
