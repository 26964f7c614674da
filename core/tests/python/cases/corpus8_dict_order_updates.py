# dict insertion order after deletes, re-inserts, updates, setdefault and popitem; key equality.
d = {i: i for i in range(6)}
del d[2]
d[2] = "back"
d[0] = "upd"
del d[4]
d.pop(1)
d[9] = 9
d.update({5: "u", 7: 7})
print(d, list(d.keys()), list(reversed(d)))
d2 = dict.fromkeys("cab", 0)
d2.setdefault("a", 5)
d2.setdefault("z", 6)
print(d2, d2.popitem(), d2)
print({1: 1, True: 2, 1.0: 3}, {0: "a", False: "b"}, {**{1: 2}, **{1: 3}}, {1, True, 1.0}, dict([(1, 2), [3, 4]]), dict(a=1) == {"a": 1}, {1: 2} | {3: 4}, list({1: 1}.items()))
dd = {}
dd |= [(1, 2)]
print(dd)
try:
    {} | [(1, 2)]
except TypeError as e:
    print(e)
k = {"a": 1, "b": 2, "c": 3}
for key in list(k):
    if key != "b":
        del k[key]
k["a"] = 0
print(k, {"x": 1} == {"x": 1.0}, list({3: 0, 1: 0, 2: 0}))
