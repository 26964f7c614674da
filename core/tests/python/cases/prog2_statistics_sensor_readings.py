"""Analysing sensor readings with the statistics module: summaries, outliers, regression, NormalDist."""
import statistics as st
from statistics import NormalDist, StatisticsError
from fractions import Fraction
from decimal import Decimal

readings = {
    "north": [21.5, 22.0, 21.8, 22.4, 35.0, 21.9, 22.1, 22.0],
    "south": [18.2, 18.9, 19.4, 18.7, 19.0, 18.8],
    "attic": [30.1, 31.4, 29.8, 33.0, 32.2, 30.9, 31.1],
}

for name, xs in readings.items():
    q1, q2, q3 = st.quantiles(xs, n=4)
    iqr = q3 - q1
    outliers = [x for x in xs if x < q1 - 1.5 * iqr or x > q3 + 1.5 * iqr]
    print(f"{name:6} n={len(xs)} mean={st.mean(xs):.3f} fmean={st.fmean(xs):.3f} median={st.median(xs)} "
          f"lo={st.median_low(xs)} hi={st.median_high(xs)} sd={st.stdev(xs):.4f} psd={st.pstdev(xs):.4f} "
          f"q=({q1:.3f}, {q2:.3f}, {q3:.3f}) outliers={outliers}")

north_clean = [x for x in readings["north"] if x < 30]
print(round(st.variance(north_clean), 6), round(st.pvariance(north_clean), 6))
print(st.median_grouped([1, 2, 2, 3, 4, 4, 4, 4, 5]), st.mode([1, 1, 2, 3, 3, 3]), st.multimode("aabbbcccc d"))
print(st.multimode([1, 1, 2, 2]), st.mode(["red", "blue", "red"]))
print(round(st.geometric_mean([1, 10, 100]), 6), st.harmonic_mean([40, 60]), st.harmonic_mean([1, 2, 4], weights=[1, 1, 2]))
print(st.mean([Fraction(1, 3), Fraction(1, 6)]), st.mean([Decimal("1.1"), Decimal("2.2")]), st.median([3, 1, 2, 10]))
print(st.quantiles(range(1, 11), n=10), st.quantiles([1, 2, 3, 4], n=4, method="inclusive"))

hours = [1, 2, 3, 4, 5, 6, 7, 8]
temps = [15.1, 16.0, 17.2, 17.9, 19.1, 20.2, 20.8, 22.1]
slope, intercept = st.linear_regression(hours, temps)
print(f"slope={slope:.4f} intercept={intercept:.4f} r={st.correlation(hours, temps):.5f} cov={st.covariance(hours, temps):.4f}")
print("predicted at 10h:", round(slope * 10 + intercept, 3))
print(st.linear_regression([1, 2, 3], [2, 4, 6], proportional=True))

nd = NormalDist.from_samples(readings["south"])
print(f"mu={nd.mean:.4f} sigma={nd.stdev:.4f} var={nd.variance:.5f}")
print(round(nd.cdf(19.0), 6), round(nd.pdf(18.8), 6), round(nd.inv_cdf(0.95), 4), [round(x, 4) for x in nd.quantiles(4)])
z = NormalDist()
print(round(z.cdf(1.96), 6), round(z.inv_cdf(0.975), 6), round(z.zscore(1.5), 3), z)
a, b = NormalDist(10, 2), NormalDist(12, 2)
print(round(a.overlap(b), 6), a + b, a * 3, a - 5, b / 2)
print(NormalDist(5, 1).samples(3, seed=1) == NormalDist(5, 1).samples(3, seed=1))

for bad in [lambda: st.mean([]), lambda: st.stdev([1]), lambda: st.variance([]), lambda: st.quantiles([1], n=4),
            lambda: st.correlation([1, 2], [3]), lambda: st.correlation([1, 1, 1], [1, 2, 3]),
            lambda: st.harmonic_mean([-1, 2]), lambda: NormalDist(0, -1), lambda: st.quantiles([1, 2], n=0),
            lambda: st.geometric_mean([0, 1]), lambda: z.inv_cdf(1.0), lambda: st.mode([])]:
    try:
        bad()
    except StatisticsError as e:
        print("StatisticsError", e)
    except ValueError as e:
        print("ValueError", e)
