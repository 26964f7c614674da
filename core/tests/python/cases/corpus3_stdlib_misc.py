import difflib, graphlib, shlex, fnmatch, string, bisect, array, os.path as op

a = "the quick brown fox jumps over the lazy dog".split()
b = "the quick red fox jumped over the lazy dogs".split()
print(list(difflib.unified_diff(a, b, "old", "new", lineterm="", n=1)))
sm = difflib.SequenceMatcher(None, "abcdef", "abxdefg")
print(round(sm.ratio(), 4), sm.get_matching_blocks(), sm.get_opcodes())
print(difflib.get_close_matches("appel", ["ape", "apple", "peach", "puppy"]), list(difflib.ndiff(["a\n"], ["b\n"])))
ts = graphlib.TopologicalSorter({"deploy": {"test", "build"}, "test": {"build"}, "build": {"fetch"}})
print(list(ts.static_order()))
try:
    list(graphlib.TopologicalSorter({"a": {"b"}, "b": {"a"}}).static_order())
except graphlib.CycleError as e:
    print("CycleError:", e.args[0])
print(shlex.split('cmd --opt "two words" \'single q\' esc\\ aped'), shlex.quote("it's"), shlex.join(["a b", "c"]))
print(fnmatch.fnmatch("report.TXT", "*.txt"), fnmatch.fnmatchcase("report.TXT", "*.txt"), fnmatch.filter(["a.py", "b.c", "c.py"], "*.py"), fnmatch.translate("a?[!b]*"))
t = string.Template("$who likes ${what}; $$5")
print(t.substitute(who="tim", what="kung pao"), t.safe_substitute(who="x"))
try:
    t.substitute(who="x")
except KeyError as e:
    print("KeyError:", e)
print(string.ascii_letters[:5], string.digits, string.punctuation[:6], string.capwords("hello   big world"))
grades = [60, 70, 80, 90]
print([("FDCBA"[bisect.bisect(grades, s)]) for s in [33, 60, 75, 89, 90, 100]])
lst = [1, 3, 5]
bisect.insort(lst, 4); bisect.insort_left(lst, 3)
print(lst, bisect.bisect_left(lst, 3), bisect.bisect_right(lst, 3))
arr = array.array("i", [3, 1, 2])
arr.append(10); arr.extend([7])
print(arr, arr.tolist(), arr.itemsize, arr[1:3], sum(arr), array.array("d", [1.5]).tobytes().hex(), arr.typecode)
print(op.join("a", "b", "c.txt"), op.splitext("archive.tar.gz"), op.basename("/x/y/z.py"), op.dirname("/x/y/z.py"), op.normpath("a/./b/../c"), op.isabs("/a"))
print(op.split("/a/b/"), op.commonprefix(["/usr/lib", "/usr/local"]), op.relpath("/a/b/c", "/a"), op.splitext(".bashrc"))
