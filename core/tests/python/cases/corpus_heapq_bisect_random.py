import heapq, bisect
tasks = [(3, "write"), (1, "plan"), (4, "test"), (1, "coffee"), (2, "code")]
h = []
for t in tasks:
    heapq.heappush(h, t)
print(h[0], len(h))
out = [heapq.heappop(h) for _ in range(len(h))]
print(out)
nums = [5, 1, 8, 3, 9, 2, 7]
heapq.heapify(nums); print(nums)
print(heapq.nlargest(3, [5, 1, 8, 3, 9]), heapq.nsmallest(2, ["bb", "a", "ccc"], key=len))
print(heapq.heappushpop([1, 5], 3), heapq.heapreplace([1, 5], 3), list(heapq.merge([1, 4, 7], [2, 3, 9], [0])))
print(list(heapq.merge(["b", "dd"], ["aaa", "c"], key=len)))
class Job:
    def __init__(self, p, n): self.p, self.n = p, n
    def __lt__(self, o): return self.p < o.p
    def __repr__(self): return f"Job({self.p},{self.n})"
jh = [Job(3, "a"), Job(1, "b"), Job(2, "c")]
heapq.heapify(jh); print(heapq.heappop(jh), jh)
try:
    heapq.heappop([])
except IndexError as e:
    print(e)
grades = [60, 70, 80, 90]
def grade(score): return "FDCBA"[bisect.bisect(grades, score)]
print([grade(s) for s in [33, 60, 77, 70, 89, 90, 100]])
a = [1, 2, 2, 2, 3]
print(bisect.bisect_left(a, 2), bisect.bisect_right(a, 2), bisect.bisect_left(a, 0), bisect.bisect(a, 9))
bisect.insort(a, 2.5); bisect.insort_left(a, 0); print(a)
recs = [("a", 1), ("b", 5), ("c", 9)]
print(bisect.bisect_left(recs, 5, key=lambda r: r[1]), bisect.bisect_right([1, 2, 3], 2, lo=0, hi=1))
try:
    bisect.bisect([1], 1, lo=-1)
except ValueError as e:
    print(e)
import random
random.seed(42)
data = [random.randint(1, 100) for _ in range(10)]
print(data, random.random(), random.choice("abcdef"), random.sample(range(50), 5))
random.shuffle(data); print(data)
print(random.uniform(1, 2), random.randrange(0, 100, 5), random.choices("ab", weights=[1, 9], k=6), random.gauss(0, 1))
r = random.Random(7); print(r.randint(0, 10), r.random(), r.getrandbits(16))
st = random.getstate(); x = random.random(); random.setstate(st); print(x == random.random())
print(random.normalvariate(10, 2), random.expovariate(1.5), random.triangular(0, 10), random.betavariate(2, 3))
random.seed("hello"); print(random.random()); random.seed(b"x"); print(random.randint(1, 6))
print(random.sample(["a", "b", "c", "d"], k=4), random.choices(range(5), cum_weights=[1, 2, 3, 4, 5], k=3))
