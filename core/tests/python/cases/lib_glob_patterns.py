# glob over files in a temporary directory: results are sorted (CPython's order is the file
# system's), paths shown relative to the directory.
import glob
import os
import shutil
import tempfile

tmp = tempfile.mkdtemp()
for name in ["a.txt", "b.txt", "c.py", "data1.csv", "data2.csv", "data10.csv", ".hidden",
             ".hidden.txt", "q*r", "x[1]", "README"]:
    with open(os.path.join(tmp, name), "w") as f:
        f.write(name)


def show(pattern, **kw):
    found = glob.glob(os.path.join(tmp, pattern), **kw)
    rel = sorted(p[len(tmp) + 1:] for p in found)
    print(repr(pattern), rel, sorted(glob.glob(pattern, root_dir=tmp, **kw)) == rel)


for p in ["*", "*.txt", "*.csv", "data?.csv", "data[0-9]*.csv", "data[!1]*", "[abc].*", ".*",
          "*hidden*", "README", "nope", "nope*", "q*r", "q[*]r", glob.escape("q*r"),
          glob.escape("x[1]"), "x[1]", "*[[]*", "?", "??????", "*.TXT"]:
    show(p)
show("*", include_hidden=True)
show("*.txt", include_hidden=True)
print(glob.glob(tmp) == [tmp], glob.glob(tmp + "/") == [tmp + "/"], glob.glob(tmp + "/a.txt/"))
print(glob.glob(""), glob.glob("", root_dir=tmp), glob.glob("*", root_dir=os.path.join(tmp, "nope")))
it = glob.iglob("*.csv", root_dir=tmp)
print(type(it).__name__ in ("generator", "iterator", "chain"), sorted(it))
print(sorted(glob.glob(b"*.py", root_dir=tmp.encode())), sorted(glob.glob(os.path.join(tmp, "*.py").encode()))[0].endswith(b"c.py"))
shutil.rmtree(tmp)
print(glob.glob(os.path.join(tmp, "*")))
