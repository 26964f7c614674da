# glob's `**` (recursive=True), include_hidden and root_dir over a temporary directory.
import glob
import os
import shutil
import tempfile

tmp = tempfile.mkdtemp()
for name in ["a.txt", "b.py", ".h.txt", "c.txt"]:
    with open(os.path.join(tmp, name), "w") as f:
        f.write("")


def rel(paths):
    return sorted(p[len(tmp):] for p in paths)


for pattern in ["**", "**/*.txt", "**/", "*/**", "**/**", "**.txt", "a**", "**/a.txt"]:
    full = os.path.join(tmp, pattern)
    print(repr(pattern), rel(glob.glob(full)), rel(glob.glob(full, recursive=True)),
          rel(glob.glob(full, recursive=True, include_hidden=True)))
    print("   root_dir:", sorted(glob.glob(pattern, root_dir=tmp, recursive=True)),
          sorted(glob.glob(pattern, root_dir=tmp, recursive=True, include_hidden=True)))
print(sorted(glob.iglob("**", root_dir=tmp, recursive=True)))
print(sorted(glob.glob(b"**", root_dir=tmp.encode(), recursive=True)))
print(glob.has_magic("a*"), glob.has_magic("a?"), glob.has_magic("a[b"), glob.has_magic("abc"),
      glob.has_magic(b"x*"), glob.has_magic("**"))
print(glob.escape("/a*b?[c]/d"), glob.escape(b"a*b"), glob.escape("plain"), glob.escape("[]"))
print(glob.__all__)
shutil.rmtree(tmp)
