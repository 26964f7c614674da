import statistics as st, random, math
random.seed(5)
for n in [3, 10, 101]:
    data = [random.gauss(10, 3) for _ in range(n)]
    print(st.mean(data), st.fmean(data), st.median(data), st.pvariance(data), st.variance(data), st.stdev(data), st.pstdev(data), st.geometric_mean([abs(x) + 1 for x in data]), st.harmonic_mean([abs(x) + 1 for x in data]))
    print(st.quantiles(data, n=4), st.quantiles(data, n=7, method='inclusive'), st.median_grouped([round(x) for x in data]))
    other = [x * 0.5 + random.random() for x in data]
    print(st.correlation(data, other), st.covariance(data, other), st.linear_regression(data, other))
ints = [random.randint(-10**6, 10**6) for _ in range(50)]
print(st.mean(ints), st.variance(ints), st.stdev(ints), st.pstdev(ints), st.median(ints), st.fmean(ints, [random.random() for _ in ints]))
big = [10**20 + i for i in range(7)]
print(st.mean(big), st.variance(big), st.stdev(big), st.pvariance([1e16, 1e16 + 2, 1e16 + 4]))
print(st.stdev([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), st.pstdev([2.5] * 4), st.variance([1e-300, 2e-300, 3e-300]), st.mean([1e308, 1e308]))
print(st.mean([math.inf, 1]), st.variance([1, math.inf]) if False else '', st.median([math.nan, 1, 2]) if False else '', st.stdev([float('inf'), 1, 2]) if False else '')
