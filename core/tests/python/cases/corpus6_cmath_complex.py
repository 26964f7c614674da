import cmath, math

def t(label, f):
    try:
        r = f()
        print(label, repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)

z = 3 + 4j
t("basic", lambda: (abs(z), cmath.phase(z), cmath.polar(z), cmath.rect(2, math.pi / 2), z.conjugate(), z.real, z.imag))
t("sqrt", lambda: (cmath.sqrt(-1), cmath.sqrt(-4 + 0j), cmath.sqrt(z), cmath.sqrt(complex(-0.0, -0.0))))
t("exp log", lambda: (cmath.exp(1j * math.pi), cmath.log(-1), cmath.log(z), cmath.log10(100j), cmath.log(8, 2), cmath.exp(0)))
t("trig", lambda: (cmath.sin(1j), cmath.cos(1 + 1j), cmath.tan(0.5j), cmath.asin(2), cmath.acos(2), cmath.atan(1j / 2), cmath.sinh(1j), cmath.cosh(1), cmath.tanh(1j), cmath.asinh(1), cmath.acosh(0), cmath.atanh(2)))
t("log 0", lambda: cmath.log(0))
t("atanh 1", lambda: cmath.atanh(1))
t("preds", lambda: (cmath.isfinite(z), cmath.isinf(complex(math.inf, 0)), cmath.isnan(complex(0, math.nan)), cmath.isclose(1 + 1j, 1 + 1.0000000001j)))
t("consts", lambda: (cmath.pi, cmath.e, cmath.tau, cmath.inf, cmath.infj, cmath.nanj))
t("pow", lambda: ((1j) ** 2, (1 + 1j) ** 0.5, 2 ** 1j, (-8) ** (1 / 3), pow(1j, 3), 0j ** 0, (2 + 0j) ** -1))
t("zero pow", lambda: 0j ** -1)
t("zero pow complex", lambda: 0j ** 1j)
t("ops", lambda: (z + 1, z - 1j, z * 2, z / 2, -z, +z, z == 3 + 4j, z != 3, complex(1, 0) == 1, hash(complex(1, 0)) == hash(1)))
t("floordiv", lambda: z // 2)
t("mod", lambda: z % 2)
t("int conv", lambda: int(z))
t("float conv", lambda: float(1j))
t("ctor", lambda: (complex(), complex(2), complex("1"), complex("-j"), complex(" (1+2j) "), complex(1j, 1j), complex(1.5, -0.0), complex("inf-infj"), complex(real=2, imag=3)))
t("ctor bad", lambda: complex("1 + 2j"))
t("ctor bad2", lambda: complex("1", 2))
t("repr", lambda: [repr(c) for c in (1j, -1j, 1 + 0j, -0j, complex(0, -0.0), complex(-0.0, 0), 1e300 * 1e10 * 1j, 0.1 + 0.2j, 1e-20 + 1e20j, complex(math.nan, math.inf))])
t("format", lambda: (format(z, ""), format(z, ".3f"), format(z, "^20"), format(1j, "+.1e"), f"{z:g}", f"{-1.5 + 0j:.2f}", format(z, "10")))
t("format bad", lambda: format(z, "05"))
t("roots", lambda: [cmath.rect(1, 2 * math.pi * k / 4) for k in range(4)])
def quad(a, b, c):
    d = cmath.sqrt(b * b - 4 * a * c)
    return ((-b + d) / (2 * a), (-b - d) / (2 * a))
t("quadratic", lambda: (quad(1, 2, 5), quad(1, -3, 2), quad(1, 0, 1)))
t("sorted bad", lambda: sorted([1j, 2j]))
t("abs over", lambda: abs(complex(1e308, 1e308)))
t("sum", lambda: (sum([1j, 2, 3.5]), sum([1 + 1j] * 3)))
t("polar zero", lambda: (cmath.polar(0), cmath.phase(-1), cmath.phase(complex(-1, -0.0))))
