import itertools as it
from collections import Counter, defaultdict, deque, OrderedDict, ChainMap, namedtuple
import functools, operator, heapq, bisect

sales = [("north", "apples", 3), ("south", "pears", 5), ("north", "pears", 2), ("east", "apples", 7),
         ("south", "apples", 1), ("north", "apples", 4), ("east", "figs", 2)]
key = operator.itemgetter(0)
for region, grp in it.groupby(sorted(sales, key=key), key=key):
    grp = list(grp)
    print(region, sum(g[2] for g in grp), [g[1] for g in grp])
print(list(it.accumulate([3, 1, 4, 1, 5], max)), list(it.accumulate(range(1, 6), operator.mul)), list(it.accumulate([1, 2, 3], initial=100)))
print(list(it.combinations("abcd", 2))[:4], len(list(it.permutations(range(4), 3))), list(it.product("ab", repeat=2)))
print(list(it.combinations_with_replacement([1, 2, 3], 2)), list(it.islice(it.count(5, 3), 4)), list(it.islice("abcdefg", 1, None, 2)))
print(list(it.chain.from_iterable([[1], [2, 3], []])), list(it.compress("abcdef", [1, 0, 1, 0, 1])), list(it.dropwhile(lambda x: x < 3, [1, 4, 2, 5])))
print(list(it.takewhile(lambda x: x < 3, [1, 2, 4, 1])), list(it.filterfalse(None, [0, 1, "", "a"])), list(it.starmap(pow, [(2, 3), (3, 2)])))
print(list(it.zip_longest("ab", [1, 2, 3], fillvalue="-")), list(it.pairwise("abcd")), [list(t) for t in it.tee([1, 2], 2)])
print(list(it.repeat("x", 3)), list(zip(it.cycle("ab"), range(5))), list(it.batched(range(7), 3)) if hasattr(it, "batched") else "nobatched")
c = Counter(w for _, w, _ in sales)
c2 = Counter({"apples": 1, "kiwis": 2})
print(c, c.most_common(2), c + c2, c - c2, c & c2, c | c2, c["nothing"], sorted(c.elements()))
c.update({"figs": 3}); c.subtract(["pears"])
print(c, c.total(), Counter("abracadabra").most_common(3), -Counter(a=-1, b=2), +Counter(a=-1, b=2))
dd = defaultdict(list)
for r, w, n in sales:
    dd[r].append(n)
print(dict(dd), dd.default_factory.__name__, defaultdict(int, a=1))
q = deque(range(5), maxlen=5)
q.append(5); q.appendleft(-1); q.rotate(2)
print(q, q.maxlen, q[0], q[-1], q.count(2), list(reversed(q)))
q.extendleft([8, 9]); print(q, q.popleft(), q.pop(), q.index(q[1]))
od = OrderedDict.fromkeys("abcde")
od.move_to_end("b"); od.move_to_end("e", last=False)
print(list(od), od.popitem(last=False), od.popitem(), od)
print(OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), OrderedDict(a=1, b=2) == dict(b=2, a=1))
cm = ChainMap({"a": 1}, {"a": 2, "b": 3})
cm["c"] = 4
print(cm["a"], cm["b"], len(cm), sorted(cm), cm.maps, cm.new_child({"a": 0})["a"], cm.parents)
Pt = namedtuple("Pt", "x y z", defaults=[0])
p = Pt(1, 2)
print(p, p._asdict(), p._replace(x=9), Pt._fields, Pt._field_defaults, p + (4,), p.x + p.z, Pt._make([5, 6, 7]))
x, *rest = p
print(x, rest, isinstance(p, tuple), p == (1, 2, 0), repr(Pt))
nums = [5, 1, 8, 3, 9, 2, 7]
heapq.heapify(nums)
print(nums, [heapq.heappop(nums) for _ in range(3)], heapq.nlargest(2, [4, 1, 9, 3]), heapq.nsmallest(2, sales, key=lambda s: s[2]))
print(heapq.heappushpop([1, 5], 3), list(heapq.merge([1, 4, 7], [2, 5, 8], [3])), heapq.heapreplace([1, 2, 3], 0))
grades = [60, 70, 80, 90]
print([("FDCBA")[bisect.bisect(grades, s)] for s in (33, 60, 75, 90, 99)], bisect.bisect_left([1, 2, 2, 3], 2), bisect.bisect_right([1, 2, 2, 3], 2))
lst = [1, 3, 5]; bisect.insort(lst, 4); bisect.insort_left(lst, 3); print(lst)
print(functools.reduce(operator.add, "abc"), functools.reduce(lambda a, b: a * b, range(1, 6), 10), functools.reduce(max, [3, 9, 2]))
@functools.lru_cache(maxsize=None)
def fibm(n):
    return n if n < 2 else fibm(n - 1) + fibm(n - 2)
print(fibm(90), fibm.cache_info())
add3 = functools.partial(lambda a, b, c: a * 100 + b * 10 + c, 1, c=3)
print(add3(2), add3.args, add3.keywords)
print(sorted(sales, key=operator.itemgetter(2, 1))[:3], list(map(operator.attrgetter("real"), [1 + 2j, 3])), operator.methodcaller("upper")("x"))
@functools.total_ordering
class V:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return self.v == o.v
    def __lt__(self, o): return self.v < o.v
print(V(1) >= V(1), V(2) > V(1), V(1) <= V(0))
def cmp(a, b):
    return (a > b) - (a < b)
print(sorted([3, 1, 2], key=functools.cmp_to_key(lambda a, b: cmp(b, a))), sorted(["bb", "a", "ccc"], key=functools.cmp_to_key(lambda a, b: len(a) - len(b))))
