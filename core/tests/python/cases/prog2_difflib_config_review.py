"""Reviewing config changes with difflib: unified/context diffs, ndiff, ratios, close matches."""
import difflib

old = """[server]
host = example.org
port = 8080
workers = 4
debug = false

[db]
name = app
user = admin
""".splitlines(keepends=True)

new = """[server]
host = example.org
port = 9090
workers = 8
debug = false
timeout = 30

[db]
name = app_prod
user = admin
""".splitlines(keepends=True)

print("".join(difflib.unified_diff(old, new, fromfile="a/app.ini", tofile="b/app.ini")))
print("".join(difflib.context_diff(old, new, "old.ini", "new.ini", n=1)))

for line in difflib.ndiff(["port = 8080\n", "name = app\n"], ["port = 9090\n", "name = app_prod\n"]):
    print(line, end="")

sm = difflib.SequenceMatcher(None, "workers = 4", "workers = 48")
print(round(sm.ratio(), 4), sm.quick_ratio(), sm.real_quick_ratio())
for tag, i1, i2, j1, j2 in sm.get_opcodes():
    print(tag, i1, i2, j1, j2)
print(sm.get_matching_blocks())

a = "the quick brown fox jumps over the lazy dog".split()
b = "the quick red fox leaps over the dog".split()
sm = difflib.SequenceMatcher(a=a, b=b)
for op in sm.get_opcodes():
    tag, i1, i2, j1, j2 = op
    if tag != "equal":
        print(f"{tag:8} {a[i1:i2]!r} -> {b[j1:j2]!r}")
print(sm.find_longest_match(0, len(a), 0, len(b)))

keys = ["host", "port", "workers", "debug", "timeout", "name", "user", "password"]
for typo in ["hots", "wrokers", "pasword", "xyz", "usr"]:
    print(typo, "->", difflib.get_close_matches(typo, keys, n=2, cutoff=0.5))

groups = difflib.SequenceMatcher(None, old, new).get_grouped_opcodes(1)
for g in groups:
    print([op[0] for op in g])

junk = difflib.SequenceMatcher(lambda c: c == " ", "a b c d", "abcd")
print(round(junk.ratio(), 3))
print(difflib.IS_CHARACTER_JUNK(" "), difflib.IS_LINE_JUNK(" # \n"), difflib.IS_LINE_JUNK("x\n"))
try:
    list(difflib.unified_diff("abc", [1, 2]))
except TypeError as e:
    print("TypeError", e)
