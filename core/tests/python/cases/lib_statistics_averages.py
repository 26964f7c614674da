# statistics: the averages, exact on ints, floats and Fractions, with CPython's errors.
import statistics as st
from fractions import Fraction as F


def t(label, fn):
    try:
        r = fn()
        print(label, "->", repr(r), type(r).__name__)
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


datasets = [
    [1, 2, 3, 4, 4], [1, 2, 3, 4], [2.5, 3.25, 5.5, 11.25, 11.75], [0.1, 0.2, 0.3], [1e50, 1, -1e50] * 10,
    [F(1, 2), F(3, 4), F(5, 8)], [1, 2.5, F(1, 4)], [7], [-1.5, 2, 0.25, 8, -3], [True, False, True],
    list(range(101)), [10 ** 20, 10 ** 20 + 1, 3], [3, 1, 2, 1, 3, 3, 1], [0.1] * 7, [1.0, 1.0, 1.0],
]
for data in datasets:
    for fn in (st.mean, st.fmean, st.median, st.median_low, st.median_high, st.median_grouped,
               st.mode, st.multimode):
        t("%s(%s)" % (fn.__name__, data if len(data) < 12 else "..."), lambda fn=fn, data=data: fn(data))
t("mean(iter)", lambda: st.mean(iter([1, 2, 3, 4])))
t("mean(gen)", lambda: st.mean(x * 0.5 for x in range(10)))
t("mean([])", lambda: st.mean([]))
t("fmean([])", lambda: st.fmean([]))
t("fmean(iter([]))", lambda: st.fmean(iter([])))
t("fmean(iter)", lambda: st.fmean(iter([3.5, 4, 5.25])))
t("fmean weights", lambda: st.fmean([85, 92, 83, 91], weights=[0.20, 0.20, 0.30, 0.30]))
t("fmean weights iter", lambda: st.fmean([1, 2, 3], weights=iter([3, 2, 1])))
t("fmean weights len", lambda: st.fmean([1, 2, 3], weights=[1, 2]))
t("fmean weights zero", lambda: st.fmean([1, 2], weights=[1, -1]))
t("mean(['a'])", lambda: st.mean(["a", "b"]))
t("mean([1, 'a'])", lambda: st.mean([1, "a"]))
t("mean([F, float])", lambda: st.mean([F(1, 3), 0.5]))
t("mean([inf])", lambda: st.mean([1.0, float("inf")]))
t("mean([nan])", lambda: st.mean([1.0, float("nan")]))
t("mean([inf, -inf])", lambda: st.mean([float("inf"), float("-inf")]))
t("median([])", lambda: st.median([]))
t("median_low([])", lambda: st.median_low([]))
t("median_high([])", lambda: st.median_high([]))
t("median_grouped([])", lambda: st.median_grouped([]))
t("median str", lambda: st.median(["b", "a", "c"]))
t("median_grouped interval", lambda: st.median_grouped([52, 52, 53, 54], interval=2))
t("median_grouped demographics", lambda: st.median_grouped([25] * 172 + [35] * 484 + [45] * 387 + [55] * 22 + [65] * 6, interval=10))
t("median_grouped str", lambda: st.median_grouped(["a", "b", "c"]))
t("median_grouped bad interval", lambda: st.median_grouped([1, 2], interval="x"))
t("mode([])", lambda: st.mode([]))
t("mode str", lambda: st.mode("aabbbcc"))
t("multimode str", lambda: st.multimode("aabbbcccddd"))
t("multimode([])", lambda: st.multimode([]))
t("mode unhashable", lambda: st.mode([[1], [1]]))
t("geometric_mean", lambda: st.geometric_mean([54, 24, 36]))
t("geometric_mean floats", lambda: st.geometric_mean([1.5, 2.25, 7, 0.1]))
t("geometric_mean([])", lambda: st.geometric_mean([]))
t("geometric_mean neg", lambda: st.geometric_mean([1, -2]))
t("geometric_mean zero", lambda: st.geometric_mean([0, 2]))
t("harmonic_mean", lambda: st.harmonic_mean([40, 60]))
t("harmonic_mean 3", lambda: st.harmonic_mean([2.5, 3, 10]))
t("harmonic_mean F", lambda: st.harmonic_mean([F(1, 2), F(1, 3)]))
t("harmonic_mean weights", lambda: st.harmonic_mean([40, 60], weights=[5, 30]))
t("harmonic_mean one", lambda: st.harmonic_mean([7]))
t("harmonic_mean one float", lambda: st.harmonic_mean([2.5]))
t("harmonic_mean one neg", lambda: st.harmonic_mean([-1]))
t("harmonic_mean one str", lambda: st.harmonic_mean(["x"]))
t("harmonic_mean zero", lambda: st.harmonic_mean([1, 0, 2]))
t("harmonic_mean neg", lambda: st.harmonic_mean([1, -2]))
t("harmonic_mean([])", lambda: st.harmonic_mean([]))
t("harmonic_mean weights len", lambda: st.harmonic_mean([1, 2], weights=[1]))
t("harmonic_mean neg weight", lambda: st.harmonic_mean([1, 2], weights=[1, -1]))
t("harmonic_mean iter", lambda: st.harmonic_mean(iter([1, 2, 4])))
print(issubclass(st.StatisticsError, ValueError), st.StatisticsError.__mro__[1].__name__)
