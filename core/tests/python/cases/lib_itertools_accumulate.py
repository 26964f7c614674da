from itertools import accumulate
import operator

print(list(accumulate([1, 2, 3, 4, 5])))
print(list(accumulate([1, 2, 3, 4, 5], operator.mul)))
print(list(accumulate([3, 1, 4, 1, 5, 9, 2, 6], max)))
print(list(accumulate([3, 1, 4, 1, 5, 9, 2, 6], min)))
print(list(accumulate([1, 2, 3], initial=100)))
print(list(accumulate([], initial=100)))
print(list(accumulate([])))
print(list(accumulate(["a", "b", "c"])))
print(list(accumulate([[1], [2], [3]])))
print(list(accumulate([1.5, 2.25, 0.25])))
print(list(accumulate(range(6), lambda a, b: a * 10 + b)))
print(list(accumulate([1, 2, 3], func=lambda a, b: a - b, initial=0)))
# amortization table
rate = 0.05
print(list(accumulate([1000, -90, -90, -90], lambda bal, pmt: round(bal * (1 + rate) + pmt, 2))))
it = accumulate(iter([5, 6, 7]))
print(next(it), next(it), next(it), next(it, "end"))
print(list(accumulate([1, "a"])))
