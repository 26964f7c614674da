import os.path as op
import posixpath
from pathlib import PurePosixPath, PurePath
paths = ["/usr/local/lib/python3.11/site.py", "relative/dir/", "file.tar.gz", "/", "", ".hidden", "a/../b/./c", "//double//slash"]
for p in paths:
    print(repr(p), op.basename(p), op.dirname(p), op.split(p), op.splitext(p), op.normpath(p) if p else "-", op.isabs(p))
print(op.join("a", "b", "/c", "d"), op.join("a/", "b"), op.join("", "x"), op.commonprefix(["/usr/lib", "/usr/local"]), op.commonpath(["/usr/lib", "/usr/local"]))
print(op.relpath("/a/b/c", "/a/d"), op.relpath("/a", "/a"), posixpath.expanduser("x/~y"), op.splitext(".bashrc"), op.splitext("a.b.c"), op.normcase("AbC"))
try:
    op.commonpath(["/a", "b"])
except ValueError as e:
    print(type(e).__name__, e)
p = PurePosixPath("/home/user/docs/report.final.pdf")
print(p.name, p.stem, p.suffix, p.suffixes, p.parent, list(p.parents)[:3], p.parts, p.anchor, p.root)
print(p.with_suffix(".txt"), p.with_name("x.md"), p.with_stem("draft") if hasattr(p, "with_stem") else "", p / "sub" / "f", "extra" / PurePosixPath("rel"))
print(p.relative_to("/home"), p.is_relative_to("/etc"), p.match("*.pdf"), p.match("docs/*.pdf"), p.match("/docs/*.pdf"), PurePosixPath("a/b").is_absolute())
try:
    p.relative_to("/etc")
except ValueError as e:
    print(type(e).__name__, e)
try:
    p.with_suffix("txt")
except ValueError as e:
    print(type(e).__name__, e)
print(PurePosixPath("a//b/./c/"), PurePosixPath("a/../b"), PurePosixPath("/a") == PurePosixPath("//a") if False else PurePosixPath("a") == PurePosixPath("a/"), sorted([PurePosixPath("b"), PurePosixPath("a/z"), PurePosixPath("a")]))
print(str(PurePath("x", "y")), repr(PurePosixPath("q/r")), PurePosixPath("").name == "", PurePosixPath("a.tar.gz").with_suffix(""), PurePosixPath("/").parent, PurePosixPath("x").joinpath("y", "z").as_posix())
def group_by_ext(files):
    out = {}
    for f in files:
        out.setdefault(PurePosixPath(f).suffix or "<none>", []).append(PurePosixPath(f).name)
    return dict(sorted(out.items()))
print(group_by_ext(["src/a.py", "src/b.py", "README", "docs/x.md", "a/b/c.tar.gz", "Makefile"]))
