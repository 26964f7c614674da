# Insertion order survives deletes and re-inserts (CPython 3.7+), at every size.
d = {}
for i in range(10):
    d[i] = i
for i in range(0, 10, 2):
    del d[i]
d[0] = "back"
d[3] = "kept place"
print(d, list(d.keys()), list(d.values())[:3])
big = {i: i for i in range(1000)}
for i in range(0, 1000, 3):
    del big[i]
for i in range(0, 30, 3):
    big[i] = -i
print(len(big), list(big)[:5], list(big)[-5:], sum(big.values()))
print(big.popitem(), len(big))
s = {"b", "a"}
s.discard("b")
s.add("b")
print(sorted(s), len(s))
words = "the quick brown fox jumps over the lazy dog the end".split()
count = {}
for w in words:
    count[w] = count.get(w, 0) + 1
print(count)
del count["the"]
count["the"] = 0
print(list(count.items())[-2:])
