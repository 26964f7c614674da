import statistics as st
from collections import Counter
print(st.mode(['red', 'blue', 'blue', 'red', 'green']), st.multimode('aabbbcccc'), st.multimode(['x']), st.mode([(1, 2), (1, 2), (3,)]))
print(st.median(['b', 'a', 'c']), st.median_low(['b', 'a', 'c', 'd']), st.median_high([1.5, 2.5]))
try:
    st.median(['b', 'a', 'c', 'd'])
except TypeError as e:
    print('TypeError', e)
try:
    st.mean(['1', '2'])
except TypeError as e:
    print('TypeError', e)
try:
    st.quantiles([1, 2, 3], method='bad')
except ValueError as e:
    print('ValueError', e)
try:
    st.harmonic_mean([1, 2], weights=[1])
except st.StatisticsError as e:
    print('StatisticsError', e)
try:
    st.fmean([1, 2], weights=[0, 0])
except st.StatisticsError as e:
    print('StatisticsError', e)
try:
    st.geometric_mean([])
except st.StatisticsError as e:
    print('StatisticsError', e)
try:
    st.correlation([1, 2], [1, 2, 3])
except st.StatisticsError as e:
    print('StatisticsError', e)
try:
    st.correlation([1], [1])
except st.StatisticsError as e:
    print('StatisticsError', e)
try:
    st.linear_regression([1, 2, 3], [1, 2])
except st.StatisticsError as e:
    print('StatisticsError', e)
try:
    st.median_grouped([])
except st.StatisticsError as e:
    print('StatisticsError', e)
print(st.harmonic_mean([2, 0]), st.harmonic_mean([1, 2, 0.0]), st.geometric_mean([2, 8]), st.median_grouped(['a'] if False else [3]), st.variance([1, 2], 1.5), st.pvariance([1, 2], mu=1.5))
print(st.pstdev([1.5]), st.pvariance([7]), st.mean(Counter('aab').values()), st.median((5, 3, 1)), st.mode(iter([1, 2, 2])))
