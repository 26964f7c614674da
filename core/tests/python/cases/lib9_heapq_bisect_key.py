import heapq, bisect
data = [('b', 5), ('a', 9), ('c', 1), ('d', 9), ('e', 3)]
print(heapq.nlargest(2, data, key=lambda t: t[1]), heapq.nsmallest(3, data, key=lambda t: t[1]), heapq.nlargest(1, [3, 1, 3]), heapq.nsmallest(0, [1]))
print(heapq.nlargest(10, [1, 2]), heapq.nsmallest(2, iter([5, 4, 3])), heapq.nlargest(3, 'hello'), heapq.nsmallest(1, [], default if False else None) if False else '')
print(list(heapq.merge([1, 4, 7], [2, 5, 8], [0, 9])), list(heapq.merge(['bb', 'a'], ['ccc', 'dd'], key=len, reverse=True)), list(heapq.merge()))
print(list(heapq.merge([(1, 'x')], [(1, 'a')])), list(heapq.merge([3, 2, 1], [4, 0], reverse=True)))
h = []
for x in [5, 3, 8, 1, 9, 2]:
    heapq.heappush(h, x)
print(h, heapq.heappop(h), heapq.heappushpop(h, 0), heapq.heapreplace(h, 10), h, heapq.nsmallest(2, h))
l = [9, 8, 7, 6, 5, 4]; heapq.heapify(l); print(l, [heapq.heappop(l) for _ in range(len(l))])
try:
    heapq.heappop([])
except IndexError as e:
    print('IndexError', e)
try:
    heapq.heapreplace([], 1)
except IndexError as e:
    print('IndexError', e)
r = [('a', 1), ('b', 3), ('c', 5), ('d', 7)]
print(bisect.bisect_left(r, 3, key=lambda t: t[1]), bisect.bisect_right(r, 3, key=lambda t: t[1]), bisect.bisect(r, 100, key=lambda t: t[1]), bisect.bisect_left(r, 4, 1, 3, key=lambda t: t[1]))
bisect.insort(r, ('x', 4), key=lambda t: t[1]); bisect.insort_left(r, ('y', 1), key=lambda t: t[1]); print(r)
a = [1, 2, 2, 2, 3]
print(bisect.bisect_left(a, 2), bisect.bisect_right(a, 2), bisect.bisect_left(a, 2, lo=2), bisect.bisect_right(a, 2, hi=2), bisect.bisect([], 1))
bisect.insort_right(a, 2); bisect.insort(a, 0); bisect.insort_left(a, 5, 0, len(a)); print(a)
try:
    bisect.bisect_left(a, 1, -1)
except ValueError as e:
    print('ValueError', e)
def grade(score, breakpoints=[60, 70, 80, 90], grades='FDCBA'):
    return grades[bisect.bisect(breakpoints, score)]
print([grade(s) for s in [33, 99, 77, 70, 89, 90, 100]])
class Task:
    def __init__(self, p, n): self.p, self.n = p, n
    def __lt__(self, o): return self.p < o.p
    def __repr__(self): return self.n
th = [Task(3, 'c'), Task(1, 'a'), Task(2, 'b')]; heapq.heapify(th); print(th[0], heapq.nsmallest(2, th), heapq.nlargest(1, th))
print(heapq._heappop_max if False else '', list(heapq.merge('ace', 'bdf')))
