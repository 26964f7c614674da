import copy, bisect, heapq
a = [1, [2, 3], {'k': [4]}]
b = copy.copy(a); c = copy.deepcopy(a)
a[1].append(99); a[2]['k'].append(5)
print(b, c, b[1] is a[1], c[1] is a[1])
class Pt:
    def __init__(self, x): self.x = x; self.hist = [x]
    def __copy__(self):
        n = Pt(self.x); n.hist = self.hist; return n
    def __deepcopy__(self, memo):
        n = Pt(self.x); n.hist = copy.deepcopy(self.hist, memo); return n
p = Pt(1); q = copy.copy(p); r = copy.deepcopy(p); p.hist.append(2)
print(q.hist, r.hist)
cyc = [1]; cyc.append(cyc); d = copy.deepcopy(cyc); print(d[1] is d, d[1] is cyc)
print(copy.replace if hasattr(copy, 'replace') else 'no replace')
t = (1, [2]); print(copy.copy(t) is t, copy.deepcopy(t) is t, copy.deepcopy((1, 2)) is not None)
class Slotted:
    __slots__ = ('a', 'b')
    def __init__(self): self.a = [1]; self.b = 2
s2 = copy.deepcopy(Slotted()); print(s2.a, s2.b)
grades = [60, 70, 80, 90]
def grade(score):
    return 'FDCBA'[bisect.bisect(grades, score)]
print([grade(s) for s in (33, 60, 75, 89, 90, 100)])
data = [('a', 1), ('b', 3), ('c', 5), ('d', 7)]
print(bisect.bisect_left(data, 5, key=lambda t: t[1]), bisect.bisect_right(data, 5, key=lambda t: t[1]))
bisect.insort(data, ('x', 4), key=lambda t: t[1]); print(data)
bisect.insort_left(data, ('y', 4), key=lambda t: t[1]); print(data)
l = [1, 2, 2, 2, 3]
print(bisect.bisect_left(l, 2), bisect.bisect_right(l, 2), bisect.bisect_left(l, 2, 2), bisect.bisect(l, 2, 0, 2))
try:
    bisect.bisect([1], 1, -1)
except ValueError as e:
    print('ValueError', e)
h = [5, 7, 9, 1, 3]
heapq.heapify(h); print(h)
heapq.heappush(h, 0); print(h, heapq.heappop(h), heapq.heappushpop(h, 4), heapq.heapreplace(h, 10), h)
print(heapq.nlargest(3, [1, 8, 2, 23, 7, -4, 18, 23, 42, 37, 2]), heapq.nsmallest(3, [1, 8, 2, 23, 7, -4]))
portfolio = [{'name': 'IBM', 'price': 91.1}, {'name': 'AAPL', 'price': 543.22}, {'name': 'FB', 'price': 21.09}, {'name': 'HPQ', 'price': 31.75}]
print(heapq.nsmallest(2, portfolio, key=lambda s: s['price']))
print(heapq.nlargest(1, portfolio, key=lambda s: s['price'])[0]['name'])
print(list(heapq.merge([1, 3, 5, 7], [0, 2, 4, 8], [5, 10, 15, 20])))
print(list(heapq.merge(['dog', 'horse'], ['cat', 'fish', 'kangaroo'], key=len)))
print(list(heapq.merge([7, 5, 1], [8, 2], reverse=True)))
print(heapq.nlargest(0, [1, 2]), heapq.nsmallest(10, [3, 1]), heapq.nlargest(2, iter([4, 9, 1]), key=lambda x: -x))
try:
    heapq.heappop([])
except IndexError as e:
    print('IndexError', e)
pq = []
for pri, task in [(3, 'c'), (1, 'a'), (2, 'b'), (1, 'a2')]:
    heapq.heappush(pq, (pri, task))
print([heapq.heappop(pq) for _ in range(len(pq))])
mh = [3, 1, 2]; heapq._heapify_max(mh); print(mh, heapq._heappop_max(mh), mh)
