# dict views: set operations, reversed, comparisons, mutation during iteration.
d = {"a": 1, "b": 2, "c": 3}
k = d.keys()
v = d.values()
it = d.items()
print(k & {"a", "z"} == {"a"}, sorted(k | {"z"}), sorted(k - {"a"}), sorted(k ^ {"a", "q"}), k == {"a", "b", "c"}, k <= {"a", "b", "c", "d"}, ("a", 1) in it, sorted(it - {("a", 1)}), k.isdisjoint(["x"]), len(v), 2 in v, list(reversed(k)), reversed(v).__next__())
print(repr(k), repr(v), repr(it), str(k))
print(v == v, d.values() == d.values(), list(d.items())[::-1])
try:
    for x in d:
        d["new"] = 1
except RuntimeError as e:
    print(e)
d = {1: 1}
try:
    for x in d:
        del d[1]
        d[2] = 2
except RuntimeError as e:
    print("RE", e)
print(d)
s = {1, 2}
try:
    for x in s:
        s.add(9)
except RuntimeError as e:
    print(e)
l = [1, 2, 3]
for x in l:
    if x == 1:
        l.remove(x)
print(l)
