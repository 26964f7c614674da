"""Pure path-string helpers with os.path (posixpath): joining, splitting, normalising and relating paths."""
import os.path as op
import posixpath

paths = ["/usr/local/lib/python3.11/site-packages/pkg/__init__.py", "relative/dir/file.tar.gz", "/", "", ".", "..",
         "a//b///c/", "/a/./b/../../c", "~/notes.txt", "no_ext", ".hidden", "dir.d/file", "/trailing/slash/"]
for p in paths:
    print(f"{p!r:58} split={op.split(p)} splitext={op.splitext(p)} base={op.basename(p)!r} dir={op.dirname(p)!r} norm={op.normpath(p)!r} abs={op.isabs(p)}")
print(op.join("a", "b", "c"), op.join("a/", "/b", "c"), op.join("", "x"), op.join("a", ""), op.join("/", "etc", "hosts"))
print(op.relpath("/srv/www/site/img/logo.png", "/srv/www/site/css"), op.relpath("/a/b", "/a/b"), op.relpath("a/b/c", "a"), op.relpath("/x", "/"))
print(op.commonpath(["/usr/lib/x", "/usr/local/lib", "/usr/lib/y"]), op.commonprefix(["/usr/lib", "/usr/local", "/usr/libexec"]), op.commonpath(["a/b", "a/c"]))
print(op.splitdrive("/x/y"), op.normcase("/MiXeD/Case"), op.expanduser("/no/tilde"), op.sep, op.extsep, op.pardir, op.curdir, posixpath.join("x", "y"), posixpath.normpath is op.normpath)
print(op.splitext("archive.tar.gz"), op.splitext(".bashrc"), op.splitext("a.b/c"), op.splitext("file."), op.splitext("..x"))
urls = ["img/a.PNG", "img/b.jpg", "docs/c.md", "d", "e.JPG"]
by_ext = {}
for u in urls:
    by_ext.setdefault(op.splitext(u)[1].lower() or "<none>", []).append(op.basename(u))
print(by_ext)
for bad in [lambda: op.commonpath([]), lambda: op.commonpath(["/a", "b"]), lambda: op.join("a", 5), lambda: op.relpath(""), lambda: op.join(b"a", "b")]:
    try:
        print(bad())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)


def output_path(src, src_root="content", out_root="public"):
    """Map a source page to its published file: content/blog/post.md -> public/blog/post/index.html."""
    rel = op.relpath(op.normpath(src), src_root)
    if rel.startswith(op.pardir):
        raise ValueError(f"{src!r} is outside {src_root!r}")
    stem, ext = op.splitext(rel)
    if ext not in (".md", ".html"):
        raise ValueError(f"unsupported page type {ext or '<none>'!r}")
    if op.basename(stem) == "index":
        return op.join(out_root, op.dirname(stem), "index.html")
    return op.join(out_root, stem, "index.html")


for src in ["content/index.md", "content/blog/post.md", "content/./blog/../about.html", "content/docs/guide/index.md",
            "content/img/logo.png", "other/page.md", "content/README"]:
    try:
        print(f"{src:32} -> {output_path(src)}")
    except ValueError as e:
        print(f"{src:32} -> ValueError: {e}")

import pathlib
p = pathlib.PurePosixPath("content/blog/post.md")
print(op.join(p, "extra"), op.splitext(p), op.basename(p), op.dirname(b"content/blog"), op.join(b"a", b"b"))
