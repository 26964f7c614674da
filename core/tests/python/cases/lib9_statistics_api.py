import statistics as st
from fractions import Fraction as F
from decimal import Decimal as D
data = [2, 4, 4, 4, 5, 5, 7, 9]
print(st.mean(data), st.fmean(data), st.median(data), st.median_low(data), st.median_high(data), st.mode(data), st.multimode('aabbc'))
print(st.pstdev(data), st.stdev(data), st.pvariance(data), st.variance(data), st.variance(data, xbar=5))
print(st.mean([F(1, 3), F(1, 6)]), st.mean([D('1.1'), D('2.2')]), st.median([1, 3]), st.median([F(1, 2), F(3, 2)]), st.variance([D('1'), D('2'), D('4')]))
print(st.quantiles(range(1, 11)), st.quantiles(range(1, 11), n=10), st.quantiles([1, 2, 3, 4], method='inclusive'), st.quantiles([1.5, 2.5], n=2))
print(st.geometric_mean([1, 2, 4]), st.harmonic_mean([40, 60]), st.harmonic_mean([1, 2], weights=[3, 1]), st.median_grouped([1, 2, 2, 3, 4]), st.median_grouped([52, 52, 53, 54], interval=2))
x = [1, 2, 3, 4, 5]; y = [2, 4, 5, 4, 5]
print(st.correlation(x, y), st.covariance(x, y), st.linear_regression(x, y), st.linear_regression(x, y, proportional=True))
r = st.linear_regression([1, 2, 3], [3, 5, 7]); print(r.slope, r.intercept, type(r).__name__)
print(st.fmean([1, 2, 3], weights=[3, 2, 1]), st.mean([True, False, True]), st.mode([1.5, 1.5, 2]), st.multimode([]))
for fn, arg in [(st.mean, []), (st.stdev, [1]), (st.variance, []), (st.median, []), (st.mode, []), (st.correlation, ([1, 1], [2, 3])), (st.quantiles, ([1],)), (st.geometric_mean, [0, -1]), (st.harmonic_mean, [-1])]:
    try:
        print(fn(*arg) if isinstance(arg, tuple) else fn(arg))
    except st.StatisticsError as e:
        print('StatisticsError', e)
    except ValueError as e:
        print('ValueError', e)
nd = st.NormalDist(100, 15)
print(nd, nd.mean, nd.stdev, nd.variance, round(nd.cdf(115), 10), round(nd.pdf(100), 12), round(nd.inv_cdf(0.975), 8), nd.quantiles(4))
print(nd + 5, nd * 2, nd - st.NormalDist(10, 20), round(nd.overlap(st.NormalDist(110, 15)), 10), round(nd.zscore(130), 10), st.NormalDist.from_samples([1, 2, 3, 4]))
print(st.pvariance([F(1, 2), F(3, 2)]), st.stdev([D('1.5'), D('2.5'), D('3.5')]), st.mean(map(float, '1 2 3'.split())))
