# statistics: result types across mixed inputs, infinities and NaNs, edge sizes, NormalDist algebra.
import statistics as st
from fractions import Fraction as F
from decimal import Decimal as D
import math, pickle

def show(fn, *args, **kw):
    try:
        r = fn(*args, **kw)
        print(fn.__name__, type(r).__name__, r)
    except Exception as e:
        print(fn.__name__, type(e).__name__, e)

for data in ([1, 2, 4], [1, F(1, 3)], [F(1, 2), 0.5], [True, 2, 3], [D("1.5"), D(2), D(3)], [1.5, 2, 3],
             [D("1.1"), D("-2")], [F(1), 2], (x for x in [3, 4, 5, 7]), iter([2.5, 3.5]),
             [math.inf, 1.0], [-math.inf, math.inf], [math.nan, 2.0], [10 ** 30, 1, 1]):
    data = list(data)
    for fn in (st.mean, st.fmean, st.variance, st.pvariance, st.stdev, st.pstdev, st.median,
               st.median_low, st.median_high, st.harmonic_mean):
        mixed = {type(x) for x in data} in ({D, float}, {F, D})
        if not (fn is st.median and mixed):  # the VM names the type 'Decimal' in + errors
            show(fn, data)
show(st.variance, [1, 2, 3, 4], 2.5); show(st.pvariance, [F(1), F(3)], F(2)); show(st.stdev, [D(1), D(2), D(4)])
show(st.pstdev, [D("0.1"), D("0.2")], D("0.15")); show(st.variance, iter([1.0, 2.0, 4.0]))
show(st.harmonic_mean, [D("2.5")]); show(st.harmonic_mean, [F(1, 3)]); show(st.harmonic_mean, ["x"])
show(st.harmonic_mean, [1, 0, 3]); show(st.harmonic_mean, [2, 4], weights=[0, 0])
show(st.harmonic_mean, iter([2, 4]), weights=iter([1, 3])); show(st.harmonic_mean, [2, 4], weights=[1, -1])
show(st.fmean, iter([1, 2, 3]), weights=iter([3, 2, 1])); show(st.fmean, [1, 2], weights=[1])
show(st.fmean, [1, 2], [1, -1]); show(st.fmean, []); show(st.geometric_mean, [2, 8]); show(st.geometric_mean, [])
for n in (1, 2, 3, 7):
    for method in ("exclusive", "inclusive"):
        show(st.quantiles, [3, 1], n=n, method=method)
        show(st.quantiles, range(11), n=n, method=method)
show(st.quantiles, [F(1), F(2), F(5)], n=3); show(st.quantiles, [1, 2], method="other"); show(st.quantiles, [1, 2], n=0)
show(st.median_grouped, [1, 2, 2, 3, 4], 0.5); show(st.median_grouped, ["a", "b"]); show(st.median_grouped, [F(5, 2)])
show(st.mode, "abbcc"); show(st.multimode, "aabbcd"); show(st.multimode, []); show(st.mode, iter([]))
show(st.covariance, [1, 2, 3], [1, 2]); show(st.correlation, [1, 1, 1], [1, 2, 3])
show(st.linear_regression, [1, 2, 3], [2, 4, 7], proportional=True); show(st.linear_regression, [2, 2], [1, 3])
N = st.NormalDist(10, 2)
for expr in (N + 5, 5 + N, N - 1, 20 - N, N * 3, 3 * N, N * -2, N / 4, N / -4, -N, +N,
             N + st.NormalDist(1, 3), N - st.NormalDist(1, 3), st.NormalDist(), st.NormalDist(1)):
    print(repr(expr), expr.mean, expr.stdev, expr.variance, expr.median, expr.mode)
print(N == st.NormalDist(10.0, 2.0), N == 10, N != "x", hash(N) == hash(st.NormalDist(10, 2)))
print(pickle.loads(pickle.dumps(N)) == N, N.__getstate__())
print(N.overlap(st.NormalDist(10, 2)), N.overlap(st.NormalDist(12, 2)), st.NormalDist(12, 3).overlap(N))
print([round(q, 12) for q in N.quantiles()], [round(q, 12) for q in N.quantiles(5)], N.quantiles(1))
for p in (1e-300, 1e-10, 0.01, 0.3, 0.5, 0.7, 0.99, 1 - 1e-12):
    print(p, N.inv_cdf(p))
for bad in (lambda: N.inv_cdf(0), lambda: st.NormalDist(1, 0).inv_cdf(0.5), lambda: st.NormalDist(1, -1),
            lambda: st.NormalDist(1, 0).pdf(1), lambda: st.NormalDist(1, 0).cdf(1), lambda: N.overlap(1),
            lambda: st.NormalDist(0, 0).overlap(N), lambda: st.NormalDist(1, 0).zscore(2),
            lambda: st.NormalDist.from_samples([1]), lambda: N + "x"):
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
print(st.NormalDist.from_samples([1, 2, 4, 8]), st.NormalDist.from_samples([1.0, math.inf]))
print(len(N.samples(5, seed=3)), N.samples(0), isinstance(st.StatisticsError(), ValueError))
tiny = st.NormalDist(1, 1e-200)
for f in (lambda: tiny.pdf(1), lambda: tiny.cdf(2), lambda: N - "x", lambda: "x" - N,
          lambda: st.NormalDist(math.nan) == st.NormalDist(math.nan), lambda: N.inv_cdf(math.nan)):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
