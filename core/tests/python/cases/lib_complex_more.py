# complex: match patterns, the special methods called directly (NotImplemented for other types),
# dir(), attributes that are read-only, numbers/fractions interplay, copy, and containers.
import copy
import numbers
from fractions import Fraction


def t(label, fn):
    try:
        r = fn()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


for z in [1 + 2j, -1j, 0j, 2 + 0j, 3.0, 1]:
    match z:
        case 1 + 2j:
            print(z, "is 1+2j")
        case -1j:
            print(z, "is -1j")
        case 0j:
            print(z, "is zero")
        case complex(real=2.0, imag=i):
            print(z, "has real 2, imag", i)
        case float():
            print(z, "float")
        case _:
            print(z, "other")
t("(1j).__add__(2)", lambda: (1j).__add__(2))
t("(1j).__add__('a')", lambda: (1j).__add__("a"))
t("(1j).__radd__(2.5)", lambda: (1j).__radd__(2.5))
t("(1j).__rsub__(2)", lambda: (1j).__rsub__(2))
t("(2j).__truediv__(1j)", lambda: (2j).__truediv__(1j))
t("(2j).__rtruediv__(1)", lambda: (2j).__rtruediv__(1))
t("(2j).__pow__(2)", lambda: (2j).__pow__(2))
t("(2j).__rpow__(2)", lambda: (2j).__rpow__(2))
t("(2j).__mul__(None)", lambda: (2j).__mul__(None))
t("(1.5).__add__(1j)", lambda: (1.5).__add__(1j))
t("(3).__mul__(1j)", lambda: (3).__mul__(1j))
t("(1j).__neg__()", lambda: (1j).__neg__())
t("(1j).__abs__()", lambda: (3 + 4j).__abs__())
t("(1j).__bool__()", lambda: (0j).__bool__())
t("(1j).__complex__()", lambda: (1j).__complex__())
t("(1+2j).__getnewargs__()", lambda: (1 + 2j).__getnewargs__())
t("(1j).__eq__(1j)", lambda: (1j).__eq__(1j))
t("(1j).__eq__('x')", lambda: (1j).__eq__("x"))
t("(1j).__hash__()", lambda: (1j).__hash__())
t("(1j).__lt__(2j)", lambda: ((1j).__lt__(2j), (1j).__ge__(1), (1.5).__lt__(1j)))
t("(1j).__floordiv__", lambda: (1j).__floordiv__)
t("(1j).__round__", lambda: (1j).__round__)
print([n for n in dir(1j) if not n.startswith("__")], len(dir(complex)) == len(dir(1j)))
for attr in ["real", "imag"]:
    t("set " + attr, lambda: setattr(1j, attr, 1.0))
    t("set int " + attr, lambda: setattr(5, attr, 1))
    t("set float " + attr, lambda: setattr(5.5, attr, 1))
t("numbers", lambda: (isinstance(1j, numbers.Complex), isinstance(1j, numbers.Real),
                      isinstance(1j, numbers.Number), issubclass(complex, numbers.Complex)))
t("Fraction + 1j", lambda: Fraction(1, 2) + 1j)
t("1j * Fraction", lambda: 1j * Fraction(1, 4))
t("Fraction == complex", lambda: (Fraction(1, 2) == 0.5 + 0j, 0.5 + 0j == Fraction(1, 2)))
t("Fraction ** Fraction", lambda: Fraction(-8, 27) ** Fraction(1, 3))
t("complex(Fraction)", lambda: complex(Fraction(1, 4), Fraction(1, 2)))
t("copy", lambda: (copy.copy(1j), copy.deepcopy([1 + 2j, {"z": -1j}])))
t("sorted by abs", lambda: sorted([3 + 4j, 1j, -2, 0.5], key=abs))
t("set", lambda: len({1j, 1j + 0, complex(0, 1), 1 + 0j, 1, 1.0, True}))
t("dict keys", lambda: {0j: "a", 0: "b", False: "c"})
t("tuple hash", lambda: hash((1j, 2)) == hash((complex(0, 1), 2)))
t("max key", lambda: max([1j, 2 + 2j, -3j], key=lambda z: z.imag))
t("str methods", lambda: (str(1j).upper(), repr(1 - 1j).center(12, "*")))
import json
t("json", lambda: json.dumps(1j))
