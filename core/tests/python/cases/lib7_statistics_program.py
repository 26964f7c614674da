import statistics as st
from statistics import NormalDist
scores = [88, 92, 79, 93, 85, 70, 95, 88, 91, 84, 77, 88]
print(st.mean(scores), st.median(scores), st.mode(scores), st.stdev(scores), st.pstdev(scores))
print(st.quantiles(scores), st.quantiles(scores, n=5), st.quantiles(scores, n=4, method='inclusive'))
print(st.variance(scores, xbar=st.mean(scores)), st.pvariance(scores, mu=86))
temps = [20.5, 21.0, 19.8, 22.3, 23.1, 21.7]
print(st.fmean(temps), st.geometric_mean(temps), st.harmonic_mean(temps), st.median_grouped(temps), st.multimode([1, 1, 2, 2, 3]))
hours = [1, 2, 3, 4, 5, 6, 7, 8]
grade = [55, 60, 62, 70, 71, 80, 85, 90]
print(st.correlation(hours, grade), st.covariance(hours, grade))
slope, intercept = st.linear_regression(hours, grade)
print(round(slope, 6), round(intercept, 6), [round(slope * h + intercept, 3) for h in (9, 10)])
print(st.linear_regression(hours, grade, proportional=True))
iq = NormalDist(100, 15)
print(round(iq.cdf(115) - iq.cdf(85), 6), iq.inv_cdf(0.5), round(iq.inv_cdf(0.975), 6), iq.quantiles(), [round(q, 4) for q in iq.quantiles(10)])
a, b = NormalDist(2.4, 1.6), NormalDist(3.2, 2.0)
print(round(a.overlap(b), 6), a + b, a - b, a * 3, a / 2, a + 1, 1 - a if False else '', a == NormalDist(2.4, 1.6))
print(NormalDist.from_samples([1, 2, 3, 4, 5]), NormalDist(5, 0.5).pdf(5), NormalDist().zscore(1.96), NormalDist(0, 1).cdf(-1.96))
print(repr(NormalDist(1, 2)), NormalDist(1.5, 2).variance, hash(NormalDist(1, 2)) == hash(NormalDist(1, 2)))
try:
    NormalDist(0, 0).cdf(1)
except st.StatisticsError as e:
    print('StatisticsError', e)
try:
    NormalDist().inv_cdf(1)
except st.StatisticsError as e:
    print('StatisticsError', e)
try:
    NormalDist.from_samples([1])
except st.StatisticsError as e:
    print('StatisticsError', e)
try:
    st.linear_regression([1, 1], [2, 3])
except st.StatisticsError as e:
    print('StatisticsError', e)
try:
    st.quantiles([1, 2], n=0)
except st.StatisticsError as e:
    print('StatisticsError', e)
try:
    st.quantiles([1, 2], method='weird')
except ValueError as e:
    print('ValueError', e)
try:
    st.fmean([])
except st.StatisticsError as e:
    print('StatisticsError', e)
try:
    st.mean(['a'])
except TypeError as e:
    print('TypeError', e)
print(st.mode('aabbbc'), st.mode([(1, 2), (1, 2), (3,)]), st.median(['b', 'a', 'c']), st.median_low(['b', 'a', 'c', 'd']))
print(st.mean(range(1, 101)), st.pstdev(range(10)), st.stdev(range(10)), st.variance(range(10)), st.median(range(100)))
print(st.mean([1.5, 2.5, 3]), st.mean([1, 2.5]), st.mean([1, 2]), st.median([1, 2]), st.median([1, 3]), st.pvariance([1.0, 2.0, 4.0]))
print(st.harmonic_mean([1, 0, 2]), st.geometric_mean([1, 10, 100]), st.fmean([1, 2, 3], weights=[3, 2, 1]))
