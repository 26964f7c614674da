import statistics as st
from fractions import Fraction
scores = [88, 92, 79, 93, 85, 92, 70]
print(st.mean(scores), st.median(scores), st.mode(scores), round(st.stdev(scores), 6), st.pvariance(scores))
print(st.mean([1, 2]), st.mean([1.5, 2.5]), st.median([1, 3, 2, 4]), st.variance([Fraction(1, 2), Fraction(3, 2), 2]))
print(st.quantiles([15, 20, 35, 40, 50], n=5), st.fmean([1, 2, 3], weights=[3, 2, 1]) if hasattr(st, "fmean") else "")
d = st.NormalDist(0, 1)
print(round(d.cdf(1.96), 6), [round(q, 4) for q in d.quantiles(4)], d + 2, d * 3, st.NormalDist(10, 2).samples(0) if False else "")
try:
    st.mode([])
except st.StatisticsError as e:
    print("StatisticsError:", e)
try:
    st.geometric_mean([1, -1])
except st.StatisticsError as e:
    print("StatisticsError:", e)
