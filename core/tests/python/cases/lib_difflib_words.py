import difflib
a = "the quick brown fox jumps".split()
b = "the quick red fox leaps high".split()
sm = difflib.SequenceMatcher(a=a, b=b)
for tag, i1, i2, j1, j2 in sm.get_opcodes():
    print(f"{tag:7} a[{i1}:{i2}] -> b[{j1}:{j2}] {a[i1:i2]} {b[j1:j2]}")
print(round(sm.ratio(), 4), sm.find_longest_match(0, len(a), 0, len(b)))
print("\n".join(difflib.unified_diff(a, b, lineterm="", n=0)))
print(list(difflib.Differ().compare(["abcd\n"], ["abed\n"])))
