# statistics tour: sensor calibration report
import statistics as st
from fractions import Fraction
from decimal import Decimal

temps = [21.5, 22.1, 19.8, 23.4, 22.1, 20.9, 24.3, 22.1, 18.7, 21.0]
hum = [40, 42, 55, 38, 43, 47, 35, 44, 60, 48]
print(st.mean(temps), st.fmean(temps), st.median(temps), st.median_low(temps), st.median_high(temps))
print(st.mode(temps), st.multimode("aabbbcccd"), st.multimode([]))
print(round(st.stdev(temps), 6), round(st.variance(temps), 6), round(st.pstdev(temps), 6), round(st.pvariance(temps), 6))
print(st.quantiles(temps, n=4), st.quantiles(temps, n=4, method="inclusive"))
print(st.quantiles(range(1, 101), n=10))
print(round(st.correlation(temps, hum), 9), st.covariance(temps, hum))
lr = st.linear_regression(temps, hum)
print(lr, round(lr.slope, 6), type(lr).__name__)
print(st.geometric_mean([1, 2, 4, 8]), st.harmonic_mean([40, 60]), st.harmonic_mean([1, 2, 4], weights=[1, 2, 4]))
print(st.mean([Fraction(1, 3), Fraction(1, 6)]), st.mean([Decimal("1.1"), Decimal("2.2")]), st.median_grouped([1, 2, 2, 3, 4, 4, 4, 5], interval=1))
print(st.variance([Fraction(1, 2), Fraction(3, 2), Fraction(5, 2)]), st.stdev([Decimal("1.5"), Decimal("2.5"), Decimal("3.5")]))
nd = st.NormalDist.from_samples(temps)
print(nd, round(nd.mean, 6), round(nd.stdev, 6))
iq = st.NormalDist(100, 15)
print(round(iq.cdf(130), 6), round(iq.inv_cdf(0.975), 6), round(iq.pdf(100), 8), [round(x, 3) for x in iq.quantiles(4)])
print(round(iq.overlap(st.NormalDist(110, 10)), 6), round(iq.zscore(85), 6))
z = iq + 5
print(z, iq * 2, iq - st.NormalDist(0, 20), iq == st.NormalDist(100, 15))
for bad in ([], [1]):
    for fn in (st.mean, st.stdev, st.mode, st.median):
        try:
            print(fn.__name__, fn(bad))
        except st.StatisticsError as e:
            print(fn.__name__, "StatisticsError:", e)
try:
    st.correlation([1, 2, 3], [1, 2])
except st.StatisticsError as e:
    print(e)
try:
    st.correlation([1, 1, 1], [1, 2, 3])
except st.StatisticsError as e:
    print(e)
try:
    st.geometric_mean([1, -1])
except st.StatisticsError as e:
    print(e)
print(issubclass(st.StatisticsError, ValueError))
