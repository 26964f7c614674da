import statistics as st
from collections import deque
data = [2.5, 3.1, 4.7, 1.2, 9.9, 3.1, 5.5, 7.0]
print(st.quantiles(data), st.quantiles(data, n=10, method="inclusive"), st.multimode("aabbc"), st.pstdev(data), st.variance(data, xbar=st.mean(data)))
x = [1, 2, 3, 4, 5]; y = [2, 4, 5, 4, 5]
print(st.correlation(x, y), st.covariance(x, y), st.linear_regression(x, y), st.median_grouped([1, 2, 2, 3, 4]), st.mean([1, 2.5]), st.mean([1, 2]))
nd = st.NormalDist(100, 15)
print(nd.cdf(115), nd.inv_cdf(0.975), nd.pdf(100), nd.zscore(130), nd.overlap(st.NormalDist(110, 15)), nd + 5, nd * 2, st.NormalDist.from_samples([1, 2, 3, 4]))
print(nd.quantiles(4), st.fmean([1, 2, 3], weights=[3, 2, 1]) if hasattr(st, "fmean") else "")
try:
    st.mean([])
except st.StatisticsError as e:
    print(e)
try:
    st.stdev([1])
except st.StatisticsError as e:
    print(e)
from fractions import Fraction as F
from decimal import Decimal as D
print(st.mean([F(1, 2), F(1, 3)]), st.mean([D("1.1"), D("2.2")]), st.median([1, 3, 2, 4]), st.mode([1, 1, 2]), st.harmonic_mean([40, 60], weights=[5, 30]))
dq = deque(range(5), maxlen=7)
dq.rotate(2); print(dq); dq.rotate(-3); print(dq)
dq.extendleft("ab"); print(dq, dq.maxlen); dq.append("z"); print(dq)
print(dq.index(2), dq.count("a"), dq[0], dq[-1], list(reversed(dq))[:2]); dq.pop(); dq.insert(1, "ins"); print(dq)
dq.remove("ins"); print(dq.popleft(), dq.pop(), len(dq), dq * 2 if False else dq.copy(), deque("abc") + deque("d"), deque([1]) == deque([1]))
try:
    deque(maxlen=1).insert(0, 1) or deque([1], maxlen=1).insert(0, 2)
except IndexError as e:
    print(e)
d2 = deque(); 
try:
    d2.pop()
except IndexError as e:
    print(e)
