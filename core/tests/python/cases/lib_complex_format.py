# format() of complex numbers: no type (str's digits), e/E/f/F/g/G/n, precision, width and
# alignment, signs, '#', grouping, and CPython's refusals.
import math

inf, nan = math.inf, math.nan


def t(label, fn):
    try:
        r = fn()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


zs = [1 + 2j, -1.5 - 2.25j, 2j, -2j, 0j, -0j, complex(-0.0, 0.0), complex(1234567.891, -0.000123),
      complex(inf, nan), complex(-inf, -inf), 1e20j, complex(1e-7, 1e16), 3 + 0j]
specs = ["", "g", ".2f", "f", "F", "e", ".3E", "G", ".1g", "n", "10", "<20", ">20", "^20",
         "*^24.2f", "+", "+.1f", " ", "-", "#", "#g", ".0f", "#.0f", ",", "_.2f", ",.3e", ".3",
         "30.10g", "x<16"]
for z in zs:
    for s in specs:
        t("format(%r, %r)" % (z, s), lambda: format(z, s))
for s in ["010", "0", "=10", "%", "d", "x", "s", "r", "c", "b", "020.2f", "0<10", ".2%", "z"]:
    t("format(1+2j, %r)" % s, lambda: format(1 + 2j, s))
t("f-string", lambda: f"{1+2j:>12.2f}|{-3j:^10}|{complex(1, -1):+g}")
t("str.format", lambda: "{:.3}|{:e}|{!r:>10}".format(1 / 3 + 2j / 3, 1j, 2j))
