# pathlib's pure path operations, and reading and writing the run's files through Path.
from pathlib import Path, PurePath, PurePosixPath, PosixPath

for s in ["", ".", "a", "a/b", "/a/b/", "a//b/./c", "//x/y", "///x", "../a/..", "/", "a/b.tar.gz",
          ".bashrc", "a/b.", "x/.."]:
    p = PurePosixPath(s)
    print(repr(p), str(p), p.parts, p.name, repr(p.suffix), p.suffixes, p.stem, p.parent,
          p.is_absolute(), p.anchor, p.root, p.drive)
p = PurePath("/usr", "lib", Path("python3"), "x.py")
print(p, type(p).__name__, type(Path("a")).__name__, p.parents[0], list(p.parents))
print(p / "y", "base" / PurePosixPath("z"), p.joinpath("q", "/abs", "r"))
print(p.with_name("y.txt"), p.with_suffix(".pyc"), p.with_suffix(""), p.with_stem("w"))
print(p.relative_to("/usr"), p.relative_to("/usr/lib/"), p.is_relative_to("/etc"))
print(p.match("*.py"), p.match("lib/*/x.py"), p.match("/x.py"), PurePath("a/b").match("/a/b"))
print(PurePath("a") == PurePath("a/"), PurePath("a") < PurePath("b"), sorted([Path("b"), Path("a/c"), Path("a")]))
print(hash(PurePath("a/b")) == hash(PurePath("a//b")), {PurePath("x"): 1}[PurePath("x/")])
print(PurePath("/a").as_uri(), bytes(PurePath("a/b")), p.as_posix())
for bad in [lambda: PurePath("/").with_name("x"), lambda: p.with_name("a/b"),
            lambda: p.with_suffix("txt"), lambda: p.relative_to("/etc"), lambda: PurePath(3),
            lambda: p / 3, lambda: PurePath("a").as_uri()]:
    try:
        print(bad())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
f = Path("pathlib_case_file.txt")
print(f.exists(), f.write_text("hello\nworld"), f.exists(), f.is_file(), f.read_text().split())
print(f.write_bytes(b"\x00\x01"), f.read_bytes())
with f.open() as fh:
    print(repr(fh.read()))
with open(f, "rb") as fh:
    print(fh.read())
f.unlink()
print(f.exists())
f.unlink(missing_ok=True)
try:
    f.unlink()
except FileNotFoundError as e:
    print("FileNotFoundError", e)
