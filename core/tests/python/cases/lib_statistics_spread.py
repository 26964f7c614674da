# statistics: variance, stdev, pvariance, pstdev and quantiles, exact to the last digit.
import statistics as st
from fractions import Fraction as F


def t(label, fn):
    try:
        r = fn()
        print(label, "->", repr(r), type(r).__name__)
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


datasets = [
    [2.75, 1.75, 1.25, 0.25, 0.5, 1.25, 3.5], [1, 2, 3, 4, 5, 6], [1, 3], [0.1, 0.2, 0.3, 0.4],
    [F(1, 3), F(2, 5), F(7, 2)], [1e15, 1e15 + 1, 1e15 + 2], [5, 5, 5, 5], [10 ** 18, 10 ** 18 + 3],
    [-2.5, 7, 0.001, 123.456, -99], [1, 2.5, F(1, 2), 4], [3.3] * 5, list(range(50)),
    [1.0000000000000002, 1.0, 0.9999999999999999],
]
for data in datasets:
    for fn in (st.variance, st.stdev, st.pvariance, st.pstdev):
        t("%s(%s)" % (fn.__name__, data if len(data) < 12 else "..."), lambda fn=fn, data=data: fn(data))
t("variance xbar", lambda: st.variance([1, 2, 3, 4], 2.5))
t("variance xbar int", lambda: st.variance([1, 2, 3, 4], 2))
t("pvariance mu", lambda: st.pvariance([0.0, 0.25, 1.25, 1.5], mu=0.75))
t("stdev xbar", lambda: st.stdev([1.5, 2.5, 2.5, 2.75, 3.25, 4.75], xbar=2.875))
t("pstdev mu", lambda: st.pstdev([1, 2, 3], mu=F(2)))
t("variance iter", lambda: st.variance(iter([1, 2, 3, 4, 10])))
t("variance([1])", lambda: st.variance([1]))
t("stdev([1])", lambda: st.stdev([1]))
t("pvariance([])", lambda: st.pvariance([]))
t("pstdev([])", lambda: st.pstdev([]))
t("pvariance([5])", lambda: st.pvariance([5]))
t("pstdev([5.5])", lambda: st.pstdev([5.5]))
t("variance str", lambda: st.variance(["a", "b"]))
t("variance inf", lambda: st.variance([1.0, float("inf")]))
for data in [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [105, 129, 87, 86, 111, 111, 89, 81, 108, 92, 110, 100, 75, 105, 103, 109, 76, 119, 99, 91, 103, 129, 106, 101, 84, 111, 74, 87, 86, 103, 103, 106, 86, 111, 75, 87, 102, 121, 111, 88, 89, 101, 106, 95, 103, 107, 101, 81, 109, 104],
             [1.5, 2.25, 0.75, 9.0], [3, 1], [F(1, 2), F(1, 3), F(1, 4)]]:
    for n in (1, 2, 3, 4, 10):
        for method in ("exclusive", "inclusive"):
            t("quantiles n=%d %s" % (n, method), lambda data=data, n=n, method=method: st.quantiles(data, n=n, method=method))
t("quantiles n=0", lambda: st.quantiles([1, 2], n=0))
t("quantiles one", lambda: st.quantiles([1]))
t("quantiles method", lambda: st.quantiles([1, 2, 3], method="middle"))
t("quantiles positional", lambda: st.quantiles([1, 2, 3], 4))
