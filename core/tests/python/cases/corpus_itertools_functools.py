import itertools as it, operator, functools
print(list(it.accumulate([1, 2, 3, 4])), list(it.accumulate([1, 2, 3], operator.mul, initial=10)))
print(list(it.chain.from_iterable(["ab", "cd"])), list(it.compress("abcdef", [1, 0, 1, 0, 1])), list(it.islice("abcdefg", 1, None, 2)))
print(list(it.combinations("abcd", 2)), len(list(it.permutations(range(4), 3))), list(it.combinations_with_replacement("ab", 2)))
print(list(it.product("ab", repeat=2)), list(it.product([1, 2], "x")))
for k, g in it.groupby(sorted("mississippi")):
    print(k, len(list(g)), end="; ")
print()
data = [("a", 1), ("a", 2), ("b", 3), ("a", 4)]
print([(k, [v for _, v in g]) for k, g in it.groupby(data, key=lambda x: x[0])])
print(list(it.zip_longest("ab", [1, 2, 3], fillvalue="-")), list(it.starmap(pow, [(2, 3), (3, 2)])), list(it.repeat("x", 3)))
print(list(it.dropwhile(lambda x: x < 3, [1, 2, 3, 1])), list(it.filterfalse(None, [0, 1, "", "a"])), list(it.pairwise("abcd")))
c = it.count(10, 2.5); print(next(c), next(c), next(c))
cy = it.cycle("ab"); print([next(cy) for _ in range(5)])
a, b = it.tee([1, 2, 3]); print(list(a), list(b))
print(functools.reduce(operator.add, [1, 2, 3], 100), functools.reduce(lambda x, y: x * y, range(1, 6)))
try:
    functools.reduce(operator.add, [])
except TypeError as e:
    print(e)
print(sorted([("b", 2), ("a", 2), ("c", 1)], key=operator.itemgetter(1)), operator.attrgetter("real")(3), operator.methodcaller("upper")("x"))
print(operator.itemgetter(0, 2)("abc"), operator.neg(5), operator.contains([1], 1), operator.truth([]), operator.index(7), operator.concat("a", "b"))
@functools.singledispatch
def show(x): return f"obj {x}"
@show.register
def _(x: int): return f"int {x}"
@show.register(list)
def _(x): return f"list of {len(x)}"
print(show(1), show([1, 2]), show("s"), show(True))
class P:
    def __init__(self): self._v = None
    @functools.cached_property
    def heavy(self):
        print("computing"); return 42
p = P(); print(p.heavy, p.heavy)
print(sorted([3, 1, 2], key=functools.cmp_to_key(lambda a, b: b - a)))
pm = functools.partialmethod
class Cell:
    def set(self, v, flag): self.v = (v, flag)
    on = pm(set, flag=True)
cc = Cell(); cc.on(5); print(cc.v)
print(list(it.batched("abcde", 2)) if hasattr(it, "batched") else "no batched", list(map(lambda *a: sum(a), [1, 2], [3, 4], [5, 6])))
print(list(filter(None, [0, 1, 2])), list(zip("ab", "cd", "ef")), list(enumerate("xy", start=1)), list(reversed(range(3))))
print(sum(range(101)), any(x > 5 for x in [1, 9]), all([]), min([], default=0), max("abc", key=ord), sorted({3: 1, 1: 2}))
