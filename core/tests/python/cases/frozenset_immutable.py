# frozenset is its own immutable, hashable type; set operations keep the left operand's type.
f = frozenset([1, 2, 3])
print(f, type(f), type(f) is frozenset, repr(frozenset()), frozenset(), type(frozenset()))
print(isinstance(f, frozenset), isinstance(f, set), isinstance({1}, frozenset))
print(hash(f) == hash(frozenset([3, 2, 1])), hash(frozenset()), hash(frozenset({1, 2, 3})))
print(hash(frozenset(["a"])) == hash(frozenset("a")), hash(frozenset([frozenset([1])])))
print({f: "found"}[frozenset({1, 2, 3})], len({frozenset([1]), frozenset([1]), frozenset()}))
for name in ["add", "remove", "discard", "pop", "clear", "update", "intersection_update"]:
    try:
        getattr(f, name)
    except AttributeError as e:
        print("AttributeError:", e)
s = {1, 2}
for x, y in [(s, f), (f, s), (f, f), (s, s)]:
    print(
        type(x | y).__name__, type(x & y).__name__, type(x - y).__name__,
        type(x ^ y).__name__, sorted(x ^ y),
    )
print(f == {1, 2, 3}, {1, 2, 3} == f, f != frozenset([1]), f <= {1, 2, 3, 4}, f > {1})
print(f.union([9]), type(f.union([9])).__name__, f.copy() is f, frozenset(f) is f)
print(f.intersection({2, 3, 4}), f.difference([1]), f.symmetric_difference([3, 4]))
print(f.issubset(range(5)), f.issuperset([1]), f.isdisjoint([7]))
g = f
g |= {7}
print(g, f, g is f)
g -= {7}
print(g == f, g is f)
t = {1}
u = t
u |= frozenset([5])
print(t, u is t, type(u).__name__)
print(sorted(f), len(f), 1 in f, 5 not in f, list(frozenset("aa")))
print(frozenset({1: "a", 2: "b"}), frozenset(x * x for x in range(3)), set(f), type(set(f)))
print(frozenset([(1, 2)]), [frozenset()], {"k": frozenset([1])})
try:
    hash({1})
except TypeError as e:
    print("TypeError:", e)
try:
    {frozenset(), {1}}
except TypeError as e:
    print("TypeError:", e)
