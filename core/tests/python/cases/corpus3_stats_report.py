import statistics as st

scores = {"alice": [88, 92, 79, 93], "bob": [72, 65, 80, 70], "cara": [95, 98, 91, 99], "dan": [60, 85, 75, 70]}
print(f"{'name':<6}{'mean':>8}{'median':>8}{'stdev':>8}{'min':>5}{'max':>5}")
for name, s in scores.items():
    print(f"{name:<6}{st.mean(s):>8.2f}{st.median(s):>8}{st.stdev(s):>8.3f}{min(s):>5}{max(s):>5}")
allv = [v for s in scores.values() for v in s]
print(st.mean(allv), st.fmean(allv), st.median_low(allv), st.median_high(allv))
print(st.mode([1, 2, 2, 3, 3, 3]), st.multimode("aabbbcccd"), st.pvariance(allv), round(st.pstdev(allv), 6))
print(st.quantiles(allv, n=4), st.quantiles([1, 2, 3, 4, 5, 6, 7], n=3, method="inclusive"))
print(st.harmonic_mean([40, 60]), st.geometric_mean([1, 10, 100]), st.median_grouped([1, 2, 2, 3, 4]))
x = [1, 2, 3, 4, 5]
y = [2, 4, 5, 4, 5]
print(st.correlation(x, y), st.covariance(x, y))
lr = st.linear_regression(x, y)
print(lr, round(lr.slope * 6 + lr.intercept, 3))
from fractions import Fraction
print(st.mean([Fraction(1, 3), Fraction(1, 6)]), st.variance([Fraction(1), Fraction(2), Fraction(4)]))
try:
    st.mean([])
except st.StatisticsError as e:
    print("StatisticsError:", e)
try:
    st.stdev([5])
except st.StatisticsError as e:
    print("StatisticsError:", e)
nd = st.NormalDist(100, 15)
print(nd, round(nd.cdf(130), 6), round(nd.inv_cdf(0.975), 4), nd.mean, round(nd.pdf(100), 6))
print(nd + 5, nd * 2, round(nd.overlap(st.NormalDist(110, 15)), 6))
print(st.NormalDist.from_samples([2.5, 3.1, 2.1, 2.9]))
