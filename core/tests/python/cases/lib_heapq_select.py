import heapq

data = [5, 1, 8, 3, 9, 2, 8, 7]
for n in [-1, 0, 1, 3, 8, 20]:
    print(n, heapq.nsmallest(n, data), heapq.nlargest(n, data))
print(heapq.nsmallest(2, iter(data)), heapq.nlargest(2, (x * x for x in data)))
words = ["bb", "a", "dddd", "ccc", "ee", "f"]
print(heapq.nsmallest(3, words, key=len), heapq.nlargest(3, words, key=len))
print(heapq.nlargest(1, words, key=len), heapq.nsmallest(1, words, key=len))
print(heapq.nlargest(2, []), heapq.nsmallest(2, [], key=len))
portfolio = [("IBM", 100, 91.1), ("AAPL", 50, 543.22), ("FB", 200, 21.09),
             ("HPQ", 35, 31.75), ("YHOO", 45, 16.35), ("ACME", 75, 115.65)]
print(heapq.nsmallest(3, portfolio, key=lambda s: s[2]))
print(heapq.nlargest(3, portfolio, key=lambda s: s[2]))
print(list(heapq.merge([1, 3, 5, 7], [0, 2, 4, 8], [5, 10, 15, 20], [], [25])))
print(list(heapq.merge()), list(heapq.merge([1, 2])))
print(list(heapq.merge(["dog", "horse"], ["cat", "fish", "kangaroo"], key=len)))
print(list(heapq.merge([9, 5, 1], [8, 4, 0], [7], reverse=True)))
print(list(heapq.merge(["b", "C"], ["A", "c"], key=str.lower)))
print(list(heapq.merge([(1, "x"), (2, "x")], [(1, "y"), (2, "y")], key=lambda t: t[0])))
m = heapq.merge(iter([1, 4]), iter([2, 3]))
print(next(m), next(m), list(m))
print(heapq.nsmallest(2, 17))
