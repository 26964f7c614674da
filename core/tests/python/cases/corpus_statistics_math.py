import statistics as st, math
data = [2.5, 3.1, 4.7, 3.1, 5.0, 6.2, 3.1, 4.4]
print(st.mean(data), st.median(data), st.mode(data), st.stdev(data), st.pstdev(data), st.variance(data))
print(st.median_low([1, 3, 5, 7]), st.median_high([1, 3, 5, 7]), st.multimode("aabbc"), st.harmonic_mean([2, 4]), st.geometric_mean([1, 4]))
print(st.quantiles(range(1, 21), n=4), st.fmean([1, 2, 4]), st.mean([1, 2]), type(st.mean([1, 2])), st.mean([Fraction(1, 2)]) if False else "")
try:
    st.mean([])
except st.StatisticsError as e:
    print(e)
try:
    st.stdev([1])
except st.StatisticsError as e:
    print(e)
print(st.correlation([1, 2, 3], [2, 4, 7]), st.linear_regression([1, 2, 3], [2, 4, 6]), st.covariance([1, 2, 3], [1, 2, 4]))
nd = st.NormalDist(100, 15)
print(nd, nd.cdf(115), nd.inv_cdf(0.5), nd.pdf(100), round(nd.overlap(st.NormalDist(110, 15)), 6))
print(math.sqrt(2), math.floor(-2.5), math.ceil(2.1), math.trunc(-2.7), math.gcd(12, 18, 24), math.lcm(4, 6), math.factorial(20))
print(math.comb(10, 3), math.perm(5, 2), math.isclose(0.1 + 0.2, 0.3), math.hypot(3, 4), math.dist((0, 0), (1, 1)), math.prod([1, 2, 3, 4]))
print(math.log(100, 10), math.log2(1024), math.log10(0.001), math.exp(1), math.pi, math.tau, math.e, math.inf, -math.inf)
print(math.sin(math.pi / 2), math.cos(0), math.atan2(1, 1), math.degrees(math.pi), math.radians(180), math.fsum([0.1] * 10))
print(math.isqrt(99), math.copysign(3, -0.0), math.fmod(-7, 3), math.modf(3.75), math.frexp(8), math.ldexp(0.5, 4))
for bad in [lambda: math.sqrt(-1), lambda: math.log(0), lambda: math.factorial(-1), lambda: math.acos(2)]:
    try:
        bad()
    except ValueError as e:
        print(e)
print(math.isnan(float("nan")), math.isinf(1e400), math.isfinite(1.0), math.nextafter(1, 2), math.ulp(1.0), math.remainder(7, 3))
print(st.median([3, 1, 2]), st.median([]) if False else "", st.pvariance([1, 2, 3, 4]), st.mode([1, 1, 2, 2]))
