from fractions import Fraction as F
import statistics as st
import math
print(F(3, 4) + F(1, 6), F(1, 3) * 3, F(7, -14), F("3/8"), F("1.25"), F(" -2.5e1 "), F(0.5), F(1.1).limit_denominator(100))
print(F(22, 7) - 3, F(2, 3) ** 2, F(4, 9) ** F(1, 2), 2 ** F(3), F(-8, 3) // 1, F(-8, 3) % 1, divmod(F(7, 2), F(2, 3)))
print(round(F(7, 2)), round(F(5, 2)), round(F(22, 7), 3), math.floor(F(-7, 2)), math.ceil(F(-7, 2)), int(F(-7, 2)), float(F(1, 8)))
print(F(1, 3) < 0.34, F(1, 2) == 0.5, F(3, 1) == 3, hash(F(3, 1)) == hash(3), F(1, 3).numerator, F(6, 4).denominator, F(5).as_integer_ratio())
print(repr(F(1, 3)), str(F(4, 2)), f"{float(F(2, 3)):.5f}", sum(F(1, n) for n in range(1, 6)), max(F(1, 2), F(2, 3)))
print(math.pi.as_integer_ratio()[1] > 0, F(math.pi).limit_denominator(1000), F(*(0.75).as_integer_ratio()))
for bad in ["1/0", "abc", "1.2.3"]:
    try:
        F(bad)
    except (ValueError, ZeroDivisionError) as e:
        print(type(e).__name__ + ":", e)
data = [2, 4, 4, 4, 5, 5, 7, 9]
print(st.mean(data), st.median(data), st.mode(data), st.pstdev(data), round(st.stdev(data), 6), st.pvariance(data), round(st.variance(data), 6))
print(st.median_low([1, 3, 5, 7]), st.median_high([1, 3, 5, 7]), st.median([3, 1, 2]), st.multimode("aabbbcccd"), st.fmean([1, 2, 4]))
print(st.mean([F(1, 2), F(1, 3)]), st.median([F(1), F(3)]), st.harmonic_mean([40, 60]), round(st.geometric_mean([1, 10, 100]), 9))
print(st.quantiles([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], n=4), st.quantiles(range(1, 11), n=4, method="inclusive"))
print(st.mean([1.5, 2.5]), type(st.mean([1, 2])).__name__, st.mean([1, 2]), st.median_grouped([1, 2, 2, 3, 4]))
try:
    st.mean([])
except st.StatisticsError as e:
    print("StatisticsError:", e)
try:
    st.stdev([1])
except st.StatisticsError as e:
    print("StatisticsError:", e)
x = [1, 2, 3, 4, 5]
y = [2, 4, 5, 4, 5]
print(round(st.correlation(x, y), 6), st.covariance(x, y), st.linear_regression(x, y))
nd = st.NormalDist(100, 15)
print(nd, round(nd.cdf(130), 6), round(nd.inv_cdf(0.975), 4), nd.mean, nd.stdev, round(nd.pdf(100), 6))
print(nd + 10, nd * 2, round(st.NormalDist(0, 1).overlap(st.NormalDist(1, 1)), 6))
