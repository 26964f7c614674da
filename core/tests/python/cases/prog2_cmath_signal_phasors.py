"""AC circuit analysis with complex phasors: cmath polar/rect, impedances, power factor and formatting."""
import cmath
import math

f = 50.0
w = 2 * math.pi * f
R, L, C = 10.0, 0.05, 200e-6
Z_R = complex(R, 0)
Z_L = complex(0, w * L)
Z_C = complex(0, -1 / (w * C))
series = Z_R + Z_L + Z_C
parallel = 1 / (1 / Z_R + 1 / Z_L + 1 / Z_C)


def fmt(z, unit=""):
    mag, ang = cmath.polar(z)
    return f"{z.real:9.3f}{z.imag:+9.3f}j  |{mag:8.3f}{unit}| ∠{math.degrees(ang):8.3f}°"


for name, z in [("R", Z_R), ("L", Z_L), ("C", Z_C), ("series", series), ("parallel", parallel)]:
    print(f"{name:9}{fmt(z, 'Ω')}")
V = cmath.rect(230, 0)
I = V / series
S = V * I.conjugate()
print("I =", fmt(I, "A"))
print(f"S = {S.real:.2f} W {S.imag:+.2f} var, |S|={abs(S):.2f} VA, pf={S.real / abs(S):.4f}")
f0 = 1 / (2 * math.pi * math.sqrt(L * C))
print(f"resonance {f0:.3f} Hz, Q={math.sqrt(L / C) / R:.4f}")
roots = [cmath.exp(2j * cmath.pi * k / 5) for k in range(5)]
print([f"{z.real:+.3f}{z.imag:+.3f}j" for z in roots], abs(sum(roots)) < 1e-12)
print(cmath.sqrt(-4), cmath.sqrt(-4 + 0j), cmath.sqrt(complex(-4, -0.0)), cmath.phase(-1), cmath.phase(complex(-1, -0.0)))
print(cmath.exp(1j * math.pi), cmath.log(-1), cmath.log(8, 2), cmath.log10(100j), cmath.isclose(cmath.exp(cmath.log(3 + 4j)), 3 + 4j))
print(cmath.sin(1 + 1j), cmath.cosh(1j), cmath.atan(2j) if False else cmath.atan(0.5j), cmath.isfinite(1 + 1j), cmath.isinf(complex(math.inf, 0)), cmath.isnan(complex(0, math.nan)))
print(complex("1+2j"), complex(" -3.5j "), complex(2), complex(1, 2) == 1 + 2j, (1 + 2j) ** 2, (2j) ** 0.5, abs(3 + 4j), (1 + 1j).conjugate(), divmod(7, 2))
print(f"{1 + 2j}", f"{(1.5 - 0.25j):.2f}", f"{3j:>10}", repr(complex(0, -0.0)), repr(complex(-0.0, 0)), str(1e20 + 1e-20j), cmath.pi == math.pi, cmath.inf, cmath.infj, cmath.nanj)
for bad in [lambda: complex("1+2"), lambda: cmath.log(0), lambda: 1j < 2j, lambda: int(1j), lambda: (0j) ** -1, lambda: cmath.sqrt("x"), lambda: complex("1", 2)]:
    try:
        print(bad())
    except (ValueError, TypeError, ZeroDivisionError) as e:
        print(type(e).__name__, e)
