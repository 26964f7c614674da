from fractions import Fraction as F
from decimal import Decimal as D
import statistics as st, math, numbers
for spec in ['', '>10', '.2f', 'g']:
    try:
        print(repr(format(F(1, 3), spec)))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(F(1, 3) + D('0.5') if False else '', isinstance(F(1, 2), numbers.Rational), isinstance(D(1), numbers.Number), isinstance(D(1), numbers.Real))
try:
    F(1, 3) + D('0.5')
except TypeError as e:
    print('TypeError', e)
print(F(3, 4) * 2.0, type(F(3, 4) * 2.0).__name__, F(1, 2) + 1j, F(5, 2) ** 2.0, (-8) ** F(1, 3), F(-8) ** F(1, 3) if False else '')
print(F(10) ** F(-2), F(4) ** F(1, 2), type(F(4) ** F(1, 2)).__name__, F(1, 2) ** 0, F(0, 5), F(-0.0), F('-.5'), F('5.'), F('+3/4'))
print(st.mean([F(1, 2), 1, 2]), st.mean([1, 2.5]), st.median([F(1), F(2), F(3), F(4)]), st.variance([F(1), F(2), F(4)]), st.pstdev([F(1), F(3)]))
print(st.mean([D('1.5'), 2]), st.fmean([F(1, 3), D('0.5')]) if False else '', st.harmonic_mean([F(1, 2), F(1, 3)]), st.geometric_mean([F(1, 2), 8]))
print(st.mode(['a', 'b', 'b', 'a']), st.multimode([1, 1, 2, 2, 3]), st.median_low(['b', 'a', 'c', 'd']), st.median_high([3, 1]), st.median_grouped([1, 3, 3, 5, 7], 2))
print(st.quantiles([1, 2, 3, 4, 5, 6, 7, 8], n=3), st.quantiles([F(1), F(2), F(4)], n=2), st.quantiles([1, 2], n=5, method='inclusive'), st.quantiles([D(1), D(3)], n=2))
print(st.stdev([1.5, 2.5, 2.5, 2.75, 3.25, 4.75]), st.variance([0, 0, 0]), st.pvariance([1e10 + 1, 1e10 + 3]), st.correlation([1, 2, 3], [3, 2, 1]), st.covariance([1, 2, 3], [1, 2, 3]))
print(st.correlation([1, 2, 3, 4], [1, 4, 9, 16]), st.linear_regression([0, 1, 2], [1, 3, 5]).slope, st.fmean(iter([1, 2, 3])), st.mean(iter([1, 2])), st.median(range(5)))
print(type(st.mean([1, 2])).__name__, type(st.mean([1, 3])).__name__, type(st.median([1, 3])).__name__, type(st.variance([1, 2, 3])).__name__, type(st.stdev([1, 2, 3])).__name__)
print(st.NormalDist(0, 1).samples(3, seed=42), st.NormalDist(5, 2).cdf(5), st.NormalDist(0, 1) == st.NormalDist(0, 1), repr(st.NormalDist(1.5, 0.25)), st.NormalDist(2, 3) / 2, -st.NormalDist(1, 1))
