import statistics as st
from fractions import Fraction
from decimal import Decimal
data = [2.75, 1.75, 1.25, 0.25, 0.5, 1.25, 3.5]
print(st.mean(data), st.fmean(data), st.median(data), st.median_low([1, 3, 5, 7]), st.median_high([1, 3, 5, 7]), st.median([1, 3, 5, 7]))
print(st.median_grouped([52, 52, 53, 54]), st.median_grouped([1, 2, 2, 3, 4, 4, 4, 4, 4, 5], interval=2))
print(st.mode([1, 1, 2, 3, 3, 3, 3, 4]), st.mode(['red', 'blue', 'blue', 'red', 'green', 'red', 'red']), st.multimode('aabbbbccddddeeffffgg'), st.multimode([]))
print(st.stdev(data), st.variance(data), st.pstdev(data), st.pvariance(data))
print(st.variance([Fraction(1, 4), Fraction(5, 4), Fraction(1, 2)]), st.mean([Fraction(3, 7), Fraction(1, 21)]), st.mean([Decimal('0.5'), Decimal('0.75')]))
print(st.variance([Decimal('27.5'), Decimal('30.25'), Decimal('30.25'), Decimal('34.5'), Decimal('41.75')]))
print(st.geometric_mean([54, 24, 36]), st.harmonic_mean([40, 60]), st.harmonic_mean([40, 60], weights=[5, 30]), st.fmean([3.5, 4.0, 5.25], weights=[0.7, 0.2, 0.1]))
print(st.quantiles([105, 129, 87, 86, 111, 111, 89, 81, 108, 92, 110, 100, 75, 105, 103, 109, 76, 119, 99, 91, 103, 129, 106, 101, 84, 111, 74, 87, 86, 103, 103, 106, 86, 111, 75, 87, 102, 121, 111, 88, 89, 101, 106, 95, 103, 107, 101, 81, 109, 104], n=10))
print(st.quantiles(range(1, 11), n=4), st.quantiles(range(1, 11), n=4, method='inclusive'), st.quantiles([1, 2], n=3))
x = [1, 2, 3, 4, 5, 6, 7, 8, 9]; y = [1, 2, 3, 1, 2, 3, 1, 2, 3]
print(st.correlation(x, x[::-1]), st.correlation(x, y), st.covariance(x, y))
print(st.linear_regression(x, [2 * v + 1 for v in x]), st.linear_regression([1, 2, 3], [2, 4, 7]))
lr = st.linear_regression(x, y); print(lr.slope, lr.intercept)
n = st.NormalDist(100, 15)
print(n, n.mean, n.stdev, n.variance, n.median, n.mode)
print(n.cdf(130), n.pdf(100), n.inv_cdf(0.95), n.quantiles(4), n.zscore(130), n.overlap(st.NormalDist(110, 15)))
print(n + 5, n * 2, n - st.NormalDist(10, 20), n / 5, -n if hasattr(n, '__neg__') else '', 5 + n)
print(st.NormalDist.from_samples([2.5, 3.1, 2.1, 2.4, 2.7, 3.5]))
print(st.NormalDist(0, 1) == st.NormalDist(0, 1), st.NormalDist().cdf(0), st.NormalDist(1, 2).samples(3, seed=42))
for bad in [lambda: st.mean([]), lambda: st.stdev([1]), lambda: st.mode([]), lambda: st.NormalDist(0, -1), lambda: st.quantiles([1], n=4), lambda: st.correlation([1, 2], [1]), lambda: st.harmonic_mean([-1]), lambda: st.correlation([1, 1], [1, 2]), lambda: st.geometric_mean([0, 1]), lambda: st.variance([1]), lambda: st.median([])]:
    try:
        print(bad())
    except st.StatisticsError as e:
        print('StatisticsError', e)
    except ValueError as e:
        print('ValueError', e)
print(st.mean([1, 2, 3, 4]), type(st.mean([1, 2])).__name__, st.mean([True, False]), st.median([3, 1, 2]), st.pvariance([1, 2, 3, 4], mu=2.5))
print(st.stdev([1.5, 2.5, 2.5, 2.75, 3.25, 4.75]), st.pstdev([Fraction(1), Fraction(2)]))
