# heapq/bisect/reduce/accumulate/groupby/Counter/deque/OrderedDict corner cases
import heapq, bisect, itertools, functools, operator, collections
# heapq with key objects and tuple ties
class Job:
    def __init__(self, p, n): self.p, self.n = p, n
    def __lt__(self, o): return (self.p, self.n) < (o.p, o.n)
    def __repr__(self): return f"Job({self.p},{self.n})"
h = [Job(3, "c"), Job(1, "z"), Job(1, "a"), Job(2, "q")]
heapq.heapify(h)
print([heapq.heappop(h) for _ in range(4)], heapq.nsmallest(2, [Job(5, "x"), Job(0, "y"), Job(2, "w")]))
print(heapq.nlargest(3, [1, 5, 2, 5, 3], key=lambda v: -v), heapq.nsmallest(3, "hello"), heapq.nlargest(0, [1]), heapq.nsmallest(10, [3, 1]))
print(list(heapq.merge([5, 3, 1], [4, 2], reverse=True)), list(heapq.merge([], [1], [])), heapq._heapify_max if False else "")
# bisect on reversed / key / hi-lo
a = [10, 20, 20, 30]
print(bisect.bisect_left(a, 20, 2), bisect.bisect_right(a, 20, 0, 2), bisect.bisect(a, 5), bisect.bisect(a, 99))
try: bisect.insort(a, 1, lo=-1)
except ValueError as e: print(e)
# functools.reduce with initializer only / operator chains
print(functools.reduce(operator.add, [], 0), functools.reduce(operator.mul, [3], 1), functools.reduce(lambda a, b: a + [b], "abc", []))
# itertools.accumulate with func and initial, groupby keyfunc none
print(list(itertools.accumulate("abc", operator.add)), list(itertools.accumulate([1, 2, 3], initial=None)), list(itertools.accumulate([], initial=0)))
print([(k, list(g)) for k, g in itertools.groupby([1, 1, 2, 1])], list(itertools.product("ab", [])), list(itertools.combinations([], 0)), list(itertools.permutations([])))
# collections odds
c = collections.Counter({"a": 3, "b": -1, "c": 0})
print(c, +c, -c, c.most_common(), c.total(), list(c.elements()), c == collections.Counter({"a": 3, "b": -1}), c["zz"])
d = collections.deque([1, 2, 3])
d.rotate(-4); print(d, d.copy(), d + collections.deque([9]), 2 * d, d == [3, 1, 2], d == collections.deque([2, 3, 1]))
try: d.maxlen = 3
except AttributeError as e: print(e)
od = collections.OrderedDict(a=1, b=2)
print(od | {"c": 3}, type(od | {"c": 3}).__name__, {"z": 0} | od, type({"z": 0} | od).__name__)
