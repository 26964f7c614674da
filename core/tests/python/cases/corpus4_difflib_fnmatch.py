import difflib, fnmatch
from pathlib import PurePosixPath
import os.path as op
a = "one\ntwo\nthree\nfour\nfive\n".splitlines(keepends=True)
b = "one\n2\nthree\nfour\nsix\nseven\n".splitlines(keepends=True)
print("".join(difflib.unified_diff(a, b, fromfile="a.txt", tofile="b.txt")))
print("".join(difflib.context_diff(a, b, n=1)))
print(list(difflib.ndiff(["abc\n"], ["abd\n"])))
sm = difflib.SequenceMatcher(None, "kitten sitting", "sitting kitten")
print(round(sm.ratio(), 4), sm.get_matching_blocks()[:3], sm.find_longest_match(0, 14, 0, 14))
print(sm.get_opcodes())
print(difflib.get_close_matches("appel", ["ape", "apple", "peach", "puppy"]), difflib.get_close_matches("wheel", ["while", "whale", "wheat"], n=2, cutoff=0.5))
names = ["main.py", "test_a.py", "README.md", "data.csv", "Test_b.PY", "x.pyc"]
print(fnmatch.filter(names, "*.py"), fnmatch.filter(names, "test_?.py"), fnmatch.fnmatchcase("A.PY", "*.py"), fnmatch.fnmatch("a.py", "[a-c].py"), fnmatch.translate("*.t[xy]t"))
p = PurePosixPath("/usr/local/lib/python3.11/site.tar.gz")
print(p.name, p.stem, p.suffix, p.suffixes, p.parent, p.parts[:3], p.anchor, p.is_absolute(), list(p.parents)[:2])
print(p.with_suffix(".zip"), p.with_name("x.py"), p.relative_to("/usr"), PurePosixPath("a") / "b" / "../c", p.match("*.gz"), PurePosixPath("a/b").joinpath("c", "d"))
print(op.join("a", "b", "/c", "d"), op.split("/x/y/z.txt"), op.splitext("arch.tar.gz"), op.basename("/p/q/"), op.dirname("/p/q/r"), op.normpath("/a/./b/../c//d/"))
print(op.isabs("/x"), op.relpath("/a/b/c", "/a/d"), op.commonprefix(["/usr/lib", "/usr/local"]), op.commonpath(["/usr/lib", "/usr/local"]), op.splitext(".bashrc"))
print(difflib.unified_diff.__name__, "".join(difflib.restore(difflib.ndiff(["x\n"], ["y\n"]), 2)))
d = difflib.Differ()
print("".join(d.compare(["  line one\n", "line two\n"], ["line one\n", "line 2\n"])))
