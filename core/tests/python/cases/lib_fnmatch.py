import fnmatch

names = ["a.py", "b.PY", "abc", "a.c", "ab.txt", "", "x", ".hidden", "[x]", "a-b", "a]b", "a\\b", "foo/bar.py",
         "ac", "abbbc", "abcabc", "a*b", "a?b", "!x", "^x", "zz", "b", "-", "&", "data_01.csv", "data_1.csv"]
pats = ["*.py", "*", "?", "??", "a*", "*c", "a*c", "a?c", "[abc]*", "[!abc]*", "[a-c]", "[a-]*", "[]]", "[!]]*",
        "*[]]*", "[z-a]", "[!z-a]", "x[", "[^x]", "a\\b", "[\\]*", "*/*.py", "a*b*c", "*a*b*c*", "[[]x]", "[!]",
        "a[-]b", "[&]", "data_[0-9][0-9].csv", "data_*.csv", "*.*", "[a-c-e]", "[!a-z]*", "**c", "a**"]
for p in pats:
    print(repr(p).ljust(24), [n for n in names if fnmatch.fnmatchcase(n, p)])
    assert fnmatch.filter(names, p) == [n for n in names if fnmatch.fnmatch(n, p)]
for p in ["*.py", "a?c", "[abc]x", "[!abc]", "[a-z]*", "[]]", "[!]]", "[a-]", "[z-a]", "x[", "[^x]", "a\\b", "[\\]",
          "[a-c-e]", "*", "**a", "a*b", "[!]", "[]", "[&~|]", "a.b+c(d)", "[!^]"]:
    print(repr(p), fnmatch.translate(p))
print(fnmatch.fnmatch("README.md", "*.MD"), fnmatch.fnmatchcase("README.md", "*.MD"), fnmatch.filter(["a.py", "b.txt"], "*.py"))
import re
for p in ["*.py", "a?c", "[a-c]*x", "[!ab]?"]:
    rx = re.compile(fnmatch.translate(p))
    assert all(bool(rx.match(n)) == fnmatch.fnmatchcase(n, p) for n in names), p
print("translate agrees")
