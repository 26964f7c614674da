# statistics: covariance, correlation, linear_regression and NormalDist.
import statistics as st
from statistics import NormalDist


def t(label, fn):
    try:
        r = fn()
        print(label, "->", repr(r), type(r).__name__)
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


x = [1, 2, 3, 4, 5, 6, 7, 8, 9]
y = [1, 2, 3, 1, 2, 3, 1, 2, 3]
z = [9.5, 8.25, 7, 6.5, 5, 4.75, 3, 2, 1.5]
t("covariance", lambda: st.covariance(x, y))
t("covariance z", lambda: st.covariance(x, z))
t("correlation", lambda: st.correlation(x, x))
t("correlation xz", lambda: st.correlation(x, z))
t("correlation xy", lambda: st.correlation(x, y))
t("correlation const", lambda: st.correlation(x, [5] * 9))
t("covariance len", lambda: st.covariance([1, 2], [1]))
t("correlation len", lambda: st.correlation([1, 2], [1]))
t("covariance one", lambda: st.covariance([1], [1]))
t("correlation one", lambda: st.correlation([1], [2]))
lr = st.linear_regression([1972, 1974, 1979, 1982, 1984], [1, 3, 7, 9, 15])
print(lr, lr.slope, lr.intercept, type(lr).__name__, lr._fields)
print(round(lr.slope * 2019 + lr.intercept))
t("linear_regression proportional", lambda: st.linear_regression([1, 2, 3], [2.1, 3.9, 6.2], proportional=True))
t("linear_regression z", lambda: st.linear_regression(x, z))
t("linear_regression const", lambda: st.linear_regression([2, 2, 2], [1, 2, 3]))
t("linear_regression len", lambda: st.linear_regression([1, 2], [1]))
t("linear_regression one", lambda: st.linear_regression([1], [1]))
n = NormalDist(100, 15)
print(n, repr(n), n.mean, n.median, n.mode, n.stdev, n.variance)
for v in [40, 70, 85, 99.5, 100, 115, 130, 160, 250]:
    print(v, n.pdf(v), n.cdf(v), n.zscore(v))
for p in [1e-300, 1e-10, 0.001, 0.025, 0.1, 0.3, 0.5, 0.7, 0.9, 0.975, 0.999, 1 - 1e-12]:
    print(p, n.inv_cdf(p), NormalDist().inv_cdf(p))
print(n.quantiles(), NormalDist().quantiles(10))
std = NormalDist()
for v in [-8, -5, -3, -2, -1.3, -1, -0.9, -0.5, -0.2, -1e-5, 0, 1e-9, 0.3, 0.7, 0.85, 1.1, 1.24, 1.3, 2, 2.8, 2.9, 3.5, 4.9, 5.99, 6]:
    print(v, std.cdf(v), std.pdf(v))
print(NormalDist(2.4, 1.6).overlap(NormalDist(3.2, 2.0)), NormalDist(1, 2).overlap(NormalDist(5, 2)))
print(NormalDist(0, 1).overlap(NormalDist(0, 1)), NormalDist(0, 1).overlap(NormalDist(0.5, 3)))
print(n + 5, 5 + n, n - 5, 5 - n, n * 2, 2 * n, n * -0.5, n / 4, n / -2, +n, -n)
print(n + NormalDist(10, 20), n - NormalDist(10, 20))
print(n == NormalDist(100.0, 15.0), n == NormalDist(100, 16), n == 5, n != NormalDist(100, 15))
print(hash(n) == hash(NormalDist(100, 15)), hash(n) == hash((100.0, 15.0)))
fs = NormalDist.from_samples([2.5, 3.25, 5.5, 11.25, 11.75])
print(fs, fs.mean, fs.stdev)
print(NormalDist.from_samples([1, 2, 3, 4]))
t("from_samples one", lambda: NormalDist.from_samples([1]))
t("sigma neg", lambda: NormalDist(0, -1))
t("sigma zero pdf", lambda: NormalDist(1, 0).pdf(1))
t("sigma zero cdf", lambda: NormalDist(1, 0).cdf(1))
t("sigma zero zscore", lambda: NormalDist(1, 0).zscore(1))
t("sigma zero inv_cdf", lambda: NormalDist(1, 0).inv_cdf(0.5))
t("inv_cdf 0", lambda: std.inv_cdf(0))
t("inv_cdf 1", lambda: std.inv_cdf(1.0))
t("overlap type", lambda: std.overlap(5))
t("overlap zero", lambda: std.overlap(NormalDist(0, 0)))
t("NormalDist('a')", lambda: NormalDist("a"))
print(NormalDist(3), NormalDist(sigma=2), NormalDist(True, 1))
print(NormalDist(5, 2).samples(4, seed=42))
print(len(NormalDist().samples(3)), sorted(st.__all__))
