# statistics on exam scores
import statistics as st
from fractions import Fraction
from decimal import Decimal

scores = [88, 92, 79, 93, 85, 92, 70, 64, 92, 85]
print(st.mean(scores), st.fmean(scores), st.median(scores))
print(st.median_low(scores), st.median_high(scores), st.mode(scores), st.multimode([1, 1, 2, 2, 3]))
print(round(st.pstdev(scores), 6), round(st.stdev(scores), 6))
print(round(st.pvariance(scores), 6), round(st.variance(scores), 6))
print(st.quantiles(scores, n=4), st.quantiles(scores, n=4, method="inclusive"))
print(st.median_grouped([52, 52, 53, 54]), st.harmonic_mean([40, 60]), round(st.geometric_mean([54, 24, 36]), 9))
print(st.mean([Fraction(1, 3), Fraction(1, 6)]), st.mean([Decimal("1.5"), Decimal("2.25")]))
print(st.variance([Fraction(1, 2), Fraction(3, 2), Fraction(5, 2)]))
print(st.mean([1, 2.5]), st.mean([True, False, True]), st.median([3, 1, 2, 4]))
try:
    st.mean([])
except st.StatisticsError as e:
    print("StatisticsError:", e)
try:
    st.stdev([1])
except st.StatisticsError as e:
    print("StatisticsError:", e)
x = [1, 2, 3, 4, 5]
y = [2, 4, 5, 4, 5]
print(round(st.correlation(x, y), 10), round(st.covariance(x, y), 10))
lr = st.linear_regression(x, y)
print(round(lr.slope, 10), round(lr.intercept, 10))
nd = st.NormalDist(mu=100, sigma=15)
print(round(nd.cdf(115), 6), round(nd.inv_cdf(0.975), 4), round(nd.pdf(100), 8))
print(nd, nd.mean, nd.stdev, nd.variance)
n2 = nd * 2 + 10
print(n2, round(nd.overlap(st.NormalDist(110, 15)), 6))
fit = st.NormalDist.from_samples(scores)
print(round(fit.mean, 4), round(fit.stdev, 4))
print([round(q, 3) for q in st.NormalDist().quantiles(4)])
print(round(nd.zscore(130), 4))
grades = {}
for s in scores:
    g = "A" if s >= 90 else "B" if s >= 80 else "C" if s >= 70 else "D"
    grades.setdefault(g, []).append(s)
for g in sorted(grades):
    print(g, len(grades[g]), st.mean(grades[g]))
print(st.mode(["a", "b", "b"]), st.median_grouped([1, 2, 2, 3, 4], interval=2))
