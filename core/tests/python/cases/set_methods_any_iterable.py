# Set methods take any iterable: generators, map objects, iterators, mappingproxies, dict
# subclasses (walked by Python code), as CPython's.
s = set()
s.update(x for x in [1, 2])
print(s)
s.update(map(str, [3]), iter([4]))
print(sorted(s, key=str))
print({1, 2}.union(x * 2 for x in range(3)), frozenset([1]).union(i for i in "ab") == frozenset([1, "a", "b"]))
print({1, 2, 3}.intersection(i for i in [2, 3, 9]), {1, 2}.difference(map(int, "1")))
print({1, 2}.issubset(x for x in range(5)), {1, 2}.issuperset(i for i in [1]), {1}.isdisjoint(i for i in [2]))
t = {1, 2, 3}
t.intersection_update(i for i in [1, 2]); print(t)
t.difference_update(i for i in [1]); print(t)
t.symmetric_difference_update(i for i in [2, 5]); print(t)
print({1, 2}.symmetric_difference(i for i in [2, 7]))
class D(dict): pass
print({1, 2}.union(D(a=1)) == {1, 2, "a"})
import types
print(set().union(types.MappingProxyType({"k": 1})))
def gen():
    yield 10
    yield 11
print(set([1]).union(gen(), [12]))
try:
    set().update(5)
except TypeError as e:
    print(e)
