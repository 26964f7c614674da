# complex as a base class: construction (own __new__ through super()), the arithmetic giving plain
# complex results, comparisons, hashing, str/format, complex() and cmath of an instance.
import cmath, math


def t(label, fn):
    try:
        r = fn()
        print(label, "->", repr(r), type(r).__name__)
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


class Z(complex):
    pass


class P(complex):
    def __new__(cls, r, theta):
        return super().__new__(cls, r * math.cos(theta), r * math.sin(theta))

    def __repr__(self):
        return f"P({abs(self):.3g})"

    def double(self):
        return self * 2


z = Z(1, 2)
t("Z(1, 2)", lambda: z)
t("isinstance", lambda: (isinstance(z, complex), isinstance(z, Z), type(z).__name__, issubclass(Z, complex)))
t("parts", lambda: (z.real, z.imag, z.conjugate()))
t("z + 1", lambda: z + 1)
t("1 + z", lambda: 1 + z)
t("z * z", lambda: z * z)
t("z / 2", lambda: z / 2)
t("2 / z", lambda: 2 / z)
t("z ** 2", lambda: z ** 2)
t("2 ** z", lambda: 2 ** z)
t("z - 1j", lambda: z - 1j)
t("-z, +z, abs(z)", lambda: (-z, +z, abs(Z(3, 4))))
t("bool", lambda: (bool(Z()), bool(z)))
t("==", lambda: (z == 1 + 2j, 1 + 2j == z, Z(1) == 1, hash(z) == hash(1 + 2j)))
t("str/format", lambda: (str(z), format(z, ".1f"), f"{z}", "%s" % (z,)))
t("complex(z)", lambda: complex(z))
t("Z('3+4j')", lambda: Z("3+4j"))
t("Z(z)", lambda: Z(z))
t("cmath", lambda: (cmath.sqrt(Z(-4)), cmath.phase(z)))
p = P(2, 0.5)
t("P", lambda: (p, p.double(), type(p.double()).__name__, p.real))
t("complex.__new__(Z, 5)", lambda: complex.__new__(Z, 5))
t("complex.__new__(complex, 5)", lambda: complex.__new__(complex, 5))
t("Z.x", lambda: setattr(z, "x", 1) or z.x)
t("{z}", lambda: {z: 1}[1 + 2j])
