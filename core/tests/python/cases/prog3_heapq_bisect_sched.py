import heapq, bisect

tasks = [(3, "write"), (1, "plan"), (2, "code"), (1, "coffee"), (5, "ship")]
h = []
for t in tasks:
    heapq.heappush(h, t)
order = [heapq.heappop(h) for _ in range(len(h))]
print(order)
print(heapq.nlargest(2, tasks), heapq.nsmallest(3, tasks, key=lambda t: t[1]))
people = [{"n": "ann", "age": 31}, {"n": "bob", "age": 25}, {"n": "cy", "age": 31}, {"n": "di", "age": 40}]
print([p["n"] for p in heapq.nlargest(3, people, key=lambda p: p["age"])])
print(list(heapq.merge([1, 4, 7], [2, 5, 8], [0, 9])))
print(list(heapq.merge(["b", "dd"], ["a", "ccc"], key=len)))
print(list(heapq.merge([7, 4, 1], [8, 5, 2], reverse=True)))
data = [5, 3, 8, 1]
heapq.heapify(data); print(data)
print(heapq.heappushpop(data, 0), heapq.heapreplace(data, 10), data)
try:
    heapq.heappop([])
except IndexError as e:
    print(type(e).__name__, e)

grades = [60, 70, 80, 90]
letters = "FDCBA"
for score in [33, 60, 77, 90, 100]:
    print(score, letters[bisect.bisect(grades, score)])
xs = [1, 2, 2, 2, 3]
print(bisect.bisect_left(xs, 2), bisect.bisect_right(xs, 2), bisect.bisect_left(xs, 2, 2), bisect.bisect_right(xs, 2, 0, 2))
recs = [("a", 1), ("b", 3), ("c", 5)]
print(bisect.bisect_left(recs, 3, key=lambda r: r[1]), bisect.bisect_right(recs, 3, key=lambda r: r[1]))
bisect.insort(recs, ("d", 4), key=lambda r: r[1]); print(recs)
bisect.insort_left(xs, 2); bisect.insort_right(xs, 0); print(xs)
try:
    bisect.bisect([1], 1, lo=-1)
except ValueError as e:
    print(type(e).__name__, e)

class Scheduler:
    def __init__(self):
        self.q = []
        self.n = 0
    def add(self, when, what):
        heapq.heappush(self.q, (when, self.n, what))
        self.n += 1
    def run(self):
        out = []
        while self.q:
            when, _, what = heapq.heappop(self.q)
            out.append(f"t={when}:{what}")
        return out
s = Scheduler()
for when, what in [(5, "e"), (1, "a"), (5, "f"), (2, "b"), (1, "a2")]:
    s.add(when, what)
print(s.run())
