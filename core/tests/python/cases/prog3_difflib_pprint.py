import difflib, pprint
a = "the quick brown fox jumps over the lazy dog".split()
b = "the quick red fox jumped over the very lazy dog".split()
sm = difflib.SequenceMatcher(None, a, b)
print(round(sm.ratio(), 4))
for op in sm.get_opcodes():
    print(op, a[op[1]:op[2]], b[op[3]:op[4]])
print(sm.get_matching_blocks())
old = ["line one\n", "line two\n", "line three\n", "line four\n"]
new = ["line one\n", "line 2\n", "line three\n", "line four\n", "line five\n"]
print("".join(difflib.unified_diff(old, new, fromfile="a.txt", tofile="b.txt")))
print("".join(difflib.context_diff(old, new, n=1)))
print(list(difflib.ndiff(["abc\n", "xyz\n"], ["abd\n", "xyz\n"])))
print(difflib.get_close_matches("appel", ["ape", "apple", "peach", "puppy", "appeal"]), difflib.get_close_matches("wheel", ["while", "wheat", "hello"], n=1, cutoff=0.5))
print(round(difflib.SequenceMatcher(None, "abcd", "bcde").ratio(), 4), difflib.SequenceMatcher(None, "abxcd", "abcd").find_longest_match(0, 5, 0, 4))
data = {"users": [{"name": "ann", "roles": ["admin", "dev"], "meta": {"age": 31, "langs": ["py", "rs", "go"]}},
                  {"name": "bob", "roles": [], "meta": {}}], "count": 2, "tags": ("a", "b"), "long": list(range(30))}
pprint.pprint(data)
pprint.pprint(data, width=40, depth=2)
print(pprint.pformat({"b": 1, "a": [1, 2]}, sort_dicts=False), pprint.pformat([1, 2], indent=4))
pprint.pprint(list(range(5)), compact=True, width=10)
print(pprint.saferepr({"x": [1, {"y": 2}]}), pprint.isreadable([1, 2]), pprint.isrecursive([1]))
r = [1]; r.append(r)
print(pprint.pformat(r).split(" with id=")[0], pprint.isrecursive(r))
pprint.pprint({"key_" + str(i): "value " * i for i in range(4)}, width=50)
