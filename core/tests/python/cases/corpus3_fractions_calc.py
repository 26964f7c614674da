from fractions import Fraction as F
import math

def egyptian(fr):
    out = []
    while fr.numerator:
        d = math.ceil(fr.denominator / fr.numerator)
        out.append(F(1, d))
        fr -= F(1, d)
    return out

print(egyptian(F(4, 13)), sum(egyptian(F(4, 13))))
h = sum(F(1, k) for k in range(1, 11))
print(h, float(h), h.numerator.bit_length(), round(h, 3), round(h), math.floor(h), math.ceil(h))
print(F("3.1415926535").limit_denominator(1000), F(math.pi).limit_denominator(100), F(0.1), F("1/3") + F("2/6"))
print(F(3, -6), F(-3, 6) == F(1, -2), F(5) / 2, F(1, 3) ** 2, F(4, 9) ** F(1, 2), 2 ** F(2), F(7, 2) // 1, F(7, 2) % 1)
print(F(1, 3) < 0.34, F(1, 2) == 0.5, hash(F(1, 2)) == hash(0.5), F(10, 4).as_integer_ratio(), F(6, 4).limit_denominator(1))
print(f"{F(1, 3):.5f}" if hasattr(F, "__format__") and F.__format__ is not object.__format__ else float(F(1, 3)), str(F(22, 7)), repr(F(22, 7)))
try:
    F(1, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    F("x/2")
except ValueError as e:
    print("ValueError:", e)
def cont_frac(x, n):
    terms = []
    for _ in range(n):
        a = math.floor(x)
        terms.append(a)
        if x == a:
            break
        x = 1 / (x - a)
    return terms
def convergents(terms):
    num, den = [1, terms[0]], [0, 1]
    res = [F(terms[0])]
    for a in terms[1:]:
        num.append(a * num[-1] + num[-2]); den.append(a * den[-1] + den[-2])
        res.append(F(num[-1], den[-1]))
    return res
ts = cont_frac(F(415, 93), 10)
print(ts, convergents(ts))
print(cont_frac(F(math.sqrt(2)), 6), [str(c) for c in convergents([1, 2, 2, 2, 2])])
mean = sum(map(F, ["0.1", "0.2", "0.3"])) / 3
print(mean, mean == F(1, 5), F(1, 3) * 3 == 1, sum([F(1, 3)] * 3), F(2, 3).real, F(2, 3).imag, abs(F(-2, 3)))
print(F.from_float(0.25), F.from_decimal(__import__("decimal").Decimal("1.25")), int(F(-7, 2)), math.trunc(F(-7, 2)), F(-7, 2).__floor__())
