from decimal import Decimal
from fractions import Fraction
import statistics
ds = [Decimal("1.10"), Decimal("2.20"), Decimal("3.30"), Decimal("4.45")]
print(statistics.mean(ds), statistics.median(ds), statistics.stdev(ds), statistics.pvariance(ds))
print(Fraction(Decimal("1.10")), Fraction.from_decimal(Decimal("-0.375")), Fraction(Decimal("1E+3")))
print(Decimal("0.5") < Fraction(2, 3), Fraction(1, 4) == Decimal("0.25"), sum(ds), sum(ds) / len(ds))
print(Decimal(10) ** -3, Decimal("1E-3").ln(), Decimal(5).exp().quantize(Decimal("0.0001")))
