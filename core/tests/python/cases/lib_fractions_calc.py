from fractions import Fraction as F
def harmonic(n):
    return sum(F(1, k) for k in range(1, n + 1))
print(harmonic(8), float(harmonic(8)))
def egyptian(fr):
    out = []
    while fr.numerator:
        d = -(-fr.denominator // fr.numerator)
        out.append(F(1, d))
        fr -= F(1, d)
    return out
print(egyptian(F(7, 15)), egyptian(F(5, 121))[:3])
approx = F(0)
for k in range(8):
    approx += F((-1) ** k, 2 * k + 1)
print(approx * 4, round(float(approx * 4), 5), F(3.14159).limit_denominator(50), F("22/7") - F(355, 113))
print(F(-7, 3).__floor__(), F(7, 3).__ceil__(), F(1, 3) ** 3, F(4, 9) ** F(1, 2), (-F(8, 27)) ** 2, F(5) // F(3, 2))
