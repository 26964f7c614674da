import statistics as st
from fractions import Fraction
from decimal import Decimal
data = [2.5, 3.25, 5.5, 11.25, 1.0, 3.25]
print(st.mean(data), st.median(data), st.mode(data), st.median_low(data), st.median_high(data))
print(st.stdev(data), st.pstdev(data), st.variance(data), st.pvariance(data))
print(st.fmean([1, 2, 3, 4]), st.geometric_mean([1, 2, 4, 8]), st.harmonic_mean([40, 60]))
print(st.mean([1, 2, 3, 4]), st.mean([Fraction(1, 3), Fraction(1, 2)]), st.mean([Decimal("0.5"), Decimal("0.25")]))
print(st.quantiles([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], n=4), st.quantiles(range(1, 101), n=10, method="inclusive"))
print(st.multimode("aabbbcccc"), st.multimode([1, 1, 2, 2]), st.median_grouped([1, 2, 2, 3, 4, 4, 4, 4, 4, 5]))
n = st.NormalDist(100, 15)
print(n, n.cdf(130), n.inv_cdf(0.975), n.pdf(100), n.mean, n.stdev, n.variance)
print(st.NormalDist.from_samples([1, 2, 3, 4, 5]), n.overlap(st.NormalDist(110, 10)), n.zscore(70))
print(st.correlation([1, 2, 3, 4, 5], [2, 4, 5, 4, 5]), st.covariance([1, 2, 3], [1, 5, 9]))
print(st.linear_regression([1, 2, 3, 4, 5], [3, 5, 7, 9, 11]))
try:
    st.mean([])
except st.StatisticsError as e:
    print("StatisticsError:", e)
try:
    st.stdev([1])
except st.StatisticsError as e:
    print("StatisticsError:", e)
print(st.variance([Decimal("1.5"), Decimal("2.5"), Decimal("4")]), st.pstdev([Fraction(1), Fraction(3)]))
