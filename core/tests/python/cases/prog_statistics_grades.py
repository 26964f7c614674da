import statistics as st
from fractions import Fraction

temps = [22.1, 23.4, 19.8, 25.0, 24.3, 21.7, 20.9, 23.4, 26.1, 18.5]
print(st.mean(temps), st.fmean(temps), st.median(temps))
print(st.median_low(temps), st.median_high(temps), st.mode(temps), st.multimode([1, 1, 2, 2, 3]))
print(st.variance(temps), st.stdev(temps))
print(st.pvariance(temps), st.pstdev(temps))
print(st.quantiles(temps, n=4), st.quantiles(temps, n=10, method="inclusive"))
print(st.geometric_mean([1, 2, 4, 8]), st.harmonic_mean([40, 60]), st.harmonic_mean([40, 60], weights=[5, 30]))
print(st.mean([Fraction(1, 3), Fraction(1, 6)]), st.variance([Fraction(1), Fraction(2), Fraction(4)]))
print(st.mean([1, 2, 3, 4]), st.median([1, 2, 3, 4]), st.median_grouped([1, 2, 2, 3, 4, 4, 4, 4, 4, 5]))
x = [1, 2, 3, 4, 5]
y = [2, 4, 5, 4, 5]
print(st.correlation(x, y), st.covariance(x, y))
lr = st.linear_regression(x, y)
print(lr, lr.slope, lr.intercept)
nd = st.NormalDist(mu=100, sigma=15)
print(nd, nd.mean, nd.stdev, nd.variance)
print(round(nd.cdf(130), 10), round(nd.pdf(100), 10), round(nd.inv_cdf(0.975), 6))
print([round(q, 4) for q in nd.quantiles(4)], round(nd.overlap(st.NormalDist(110, 10)), 6))
print(nd + 5, nd * 2, nd - st.NormalDist(10, 20), round(nd.zscore(85), 3))
print(st.NormalDist.from_samples([2.5, 3.1, 2.1, 2.4, 2.7, 3.5]))
for bad in [lambda: st.mean([]), lambda: st.variance([1]), lambda: st.mode([]),
            lambda: st.geometric_mean([1, -1]), lambda: st.harmonic_mean([-1, 2]),
            lambda: st.quantiles([1], n=4), lambda: st.correlation([1, 1], [1, 2]),
            lambda: st.NormalDist(0, -1)]:
    try:
        print(bad())
    except st.StatisticsError as e:
        print("StatisticsError:", e)
    except ValueError as e:
        print("ValueError:", e)

# grade report
scores = {"ann": [88, 92, 79], "bob": [65, 70, 58], "cy": [95, 98, 100], "di": [72, 85, 80]}
for name, s in sorted(scores.items(), key=lambda kv: -st.mean(kv[1])):
    m = st.mean(s)
    grade = "A" if m >= 90 else "B" if m >= 80 else "C" if m >= 70 else "D"
    print(f"{name:<4} {m:6.2f} {st.stdev(s):6.2f} {grade}")
allscores = [v for s in scores.values() for v in s]
print(st.median(allscores), st.mode(allscores), round(st.pstdev(allscores), 4))
print(st.mean([True, False, True]), st.mean(range(1, 101)), type(st.mean([1, 2])).__name__, type(st.mean([1.0, 2])).__name__)
