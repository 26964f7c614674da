# Neighbours, fma, number classes and the *_mag comparisons.
from decimal import Decimal, Context, localcontext, getcontext

with localcontext(prec=5):
    for s in ["1", "-1", "0", "9.9999", "1E+3", "-0.00001"]:
        d = Decimal(s)
        print(s, d.next_plus(), d.next_minus(), d.next_toward(0), d.next_toward(10))
print(Decimal(0).next_plus(), Decimal("Infinity").next_minus(), Decimal("-Infinity").next_plus())
print(Decimal(2).fma(3, 4), Decimal("1.5").fma(Decimal("2.5"), Decimal("-0.75")))
for s in ["0", "-0", "1", "-2.5", "Infinity", "-Infinity", "NaN", "sNaN", "1E-999999", "1E-1000010"]:
    print(s, Decimal(s).number_class())
print(Decimal(-3).max_mag(2), Decimal(-3).min_mag(2), Decimal(3).compare_total_mag(-3))
print(Decimal(10).remainder_near(6), Decimal(10).remainder_near(4), Decimal(-10).remainder_near(3))
print(Decimal("2.50").compare_total(Decimal("2.5")), Decimal("-0").compare_total(Decimal("0")))
c = Context(prec=3, Emin=-5, Emax=5)
print(c.next_plus(Decimal("9.99E+5")), c.next_minus(Decimal("1E-7")), c.number_class(Decimal("1E-6")))
print(getcontext().fma(2, 3, 4), getcontext().copy_sign(Decimal(5), Decimal(-1)))
