import statistics as st
from fractions import Fraction
from decimal import Decimal
scores = [88, 92, 79, 93, 85, 92, 70, 88, 92]
print(st.mean(scores), st.median(scores), st.mode(scores), st.multimode([1, 1, 2, 2, 3]), st.median_low([1, 2, 3, 4]), st.median_high([1, 2, 3, 4]))
print(round(st.stdev(scores), 6), round(st.pstdev(scores), 6), round(st.variance(scores), 6), round(st.pvariance(scores), 6))
print(st.quantiles(scores, n=4), st.quantiles(range(1, 11), n=10, method="inclusive"))
print(st.fmean([1, 2, 4]), st.geometric_mean([1, 10, 100]), st.harmonic_mean([40, 60]), st.median_grouped([1, 2, 2, 3, 4, 4, 4, 4, 4, 5]))
print(st.mean([Fraction(1, 2), Fraction(1, 3)]), st.mean([Decimal("1.1"), Decimal("2.2")]), st.mean([1.5, 2.5]), type(st.mean([1, 2])).__name__)
try:
    st.mean([])
except st.StatisticsError as e:
    print(type(e).__name__, e)
try:
    st.stdev([1])
except st.StatisticsError as e:
    print(type(e).__name__, e)
print(st.mode(["red", "blue", "red"]), st.median([3, 1, 2]), st.median([]) if False else "-")
x = [1, 2, 3, 4, 5]
y = [2, 4, 5, 4, 5]
print(round(st.correlation(x, y), 6), round(st.covariance(x, y), 6), st.linear_regression(x, y))
d = st.NormalDist(100, 15)
print(round(d.cdf(115), 6), round(d.pdf(100), 6), round(d.inv_cdf(0.975), 4), d.mean, d.stdev, round(d.overlap(st.NormalDist(110, 15)), 6))
print(st.NormalDist.from_samples([2.5, 3.1, 2.1, 2.4, 2.7, 3.5]).mean, d + 5, d * 2)
def summary(name, data):
    print(f"{name:<6} n={len(data):<3} mean={st.mean(data):7.2f} med={st.median(data):6.1f} sd={st.stdev(data):6.2f} range={min(data)}-{max(data)}")
summary("math", [72, 85, 90, 66, 95, 88])
summary("art", [55, 61, 70, 58, 80])
