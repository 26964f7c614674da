# copy, heapq, bisect on a task scheduler
import copy, heapq, bisect

class Task:
    def __init__(self, name, deps=None):
        self.name = name
        self.deps = deps or []
        self.meta = {"runs": 0}
    def __repr__(self):
        return f"Task({self.name}, deps={[d.name for d in self.deps]})"
a = Task("a"); b = Task("b", [a]); a.deps.append(b)  # cycle
b2 = copy.deepcopy(b)
print(b2, b2.deps[0].deps[0] is b2, b2 is b, b2.meta is b.meta)
b3 = copy.copy(b)
print(b3.deps is b.deps, b3.meta is b.meta)
class Cfg:
    def __init__(self, d): self.d = d
    def __copy__(self):
        print("  __copy__ called"); return Cfg(dict(self.d))
    def __deepcopy__(self, memo):
        print("  __deepcopy__ called"); return Cfg(copy.deepcopy(self.d, memo))
c1 = Cfg({"k": [1]})
c2 = copy.copy(c1); c3 = copy.deepcopy(c1)
print(c2.d["k"] is c1.d["k"], c3.d["k"] is c1.d["k"])
nested = [[1, 2], (3, [4]), {"x": [5]}]
dc = copy.deepcopy(nested); dc[1][1].append(99)
print(nested, dc)
t = (1, 2); print(copy.copy(t) is t, copy.deepcopy(t) is t, copy.deepcopy((1, [2]))[1] is (1, [2])[1])

jobs = [(3, "write"), (1, "read"), (2, "parse"), (1, "alpha")]
heapq.heapify(jobs)
print(jobs[0], [heapq.heappop(jobs) for _ in range(len(jobs))])
h = []
for p, n in [(5, "e"), (2, "b"), (8, "h"), (1, "a")]:
    heapq.heappush(h, (p, n))
print(heapq.heappushpop(h, (0, "z")), heapq.heapreplace(h, (9, "i")), sorted(h))
data = [7, 2, 9, 4, 1, 8]
print(heapq.nlargest(3, data), heapq.nsmallest(2, data), heapq.nlargest(2, ["bb", "a", "ccc"], key=len))
print(list(heapq.merge([1, 4, 7], [2, 5], [3, 6, 9])), list(heapq.merge(["c", "a"], ["b"], key=str, reverse=True)))
counter = 0
pq = []
for prio, name in [(2, "x"), (1, "y"), (2, "z")]:
    heapq.heappush(pq, (prio, counter, name)); counter += 1
print([heapq.heappop(pq)[2] for _ in range(3)])
mh = []
for v in [3, 1, 4]:
    heapq.heappush(mh, -v)
print(-mh[0])

grades = [60, 70, 80, 90]
letters = "FDCBA"
print([letters[bisect.bisect(grades, s)] for s in [33, 60, 75, 90, 100]])
arr = [1, 2, 2, 2, 5]
print(bisect.bisect_left(arr, 2), bisect.bisect_right(arr, 2), bisect.bisect_left(arr, 3, 0, 2))
bisect.insort(arr, 3); bisect.insort_left(arr, 2); print(arr)
recs = [("a", 1), ("b", 5), ("c", 9)]
print(bisect.bisect_left(recs, 5, key=lambda r: r[1]), bisect.bisect_right(recs, 9, key=lambda r: r[1]))
bisect.insort(recs, ("x", 6), key=lambda r: r[1]); print(recs)
try:
    heapq.heappop([])
except IndexError as e:
    print("IndexError:", e)
