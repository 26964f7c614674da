"""Path manipulation for a build tool with pathlib's pure paths (POSIX and Windows), no filesystem access."""
from pathlib import PurePosixPath as P, PureWindowsPath as W, PurePath

src = P("/home/ana/projects/app/src/main.py")
print(src.name, src.stem, src.suffix, src.suffixes, src.parent, src.parent.name, src.anchor, src.root, src.drive)
print(src.parts, list(src.parents)[:3], src.parents[1], src.is_absolute(), src.as_posix(), str(src), repr(src))
print(src.with_suffix(".pyc"), src.with_name("util.py"), src.with_stem("entry"), src.relative_to("/home/ana"), src.is_relative_to("/home/bob"))
archive = P("dist/app-1.2.tar.gz")
print(archive.suffixes, archive.stem, archive.with_suffix(""), archive.with_suffix(".zip"), P("a/.bashrc").suffix, P(".bashrc").stem)
print(P("a/b") / "c" / "../d", P("/a") / "/b", P("a", "b", "c"), P("a//b/./c/"), P(""), P("."), P("/").name, P("a/b").joinpath("c", "d"))
print(P("docs/guide/intro.md").match("*.md"), P("docs/guide/intro.md").match("guide/*.md"), P("docs/guide/intro.md").match("/*.md"), P("a/b.PY").match("*.py"))
outputs = sorted({P("build") / p.relative_to("src").with_suffix(".o") for p in map(P, ["src/a.c", "src/lib/b.c", "src/lib/c.c", "src/a.c"])})
print([str(o) for o in outputs])
print(P("b") < P("a/z"), sorted([P("b"), P("a/z"), P("a")]), P("A") == P("a"), hash(P("x/y")) == hash(P("x/y")))

win = W(r"C:\Users\Ana\Documents\report.DOCX")
print(win.name, win.suffix, win.drive, win.root, win.anchor, win.parts, win.parent, win.as_posix())
print(W("c:/a") == W("C:\\A"), W(r"\\server\share\dir\f.txt").drive, W(r"\\server\share\dir\f.txt").parts, W("D:rel\\x").is_absolute(), W("/x").is_absolute())
print(W(r"C:\a") / "b" / r"D:\c", W("a/b").with_name("c.txt"), W(r"C:\x\y").relative_to("C:/x"), W("C:/a/b").match("*\\B"))
print(isinstance(src, PurePath), type(PurePath("x")).__name__ in ("PurePosixPath", "PureWindowsPath"), P(*src.parts[:3]))
for bad in [lambda: src.relative_to("/etc"), lambda: P("a").with_suffix("py"), lambda: P("/").with_name("x"), lambda: P("a").with_name(""),
            lambda: P("a") / 3, lambda: src.parents[10], lambda: P("a/b").with_name("c/d"), lambda: P("x").match("")]:
    try:
        print(bad())
    except (ValueError, TypeError, IndexError) as e:
        print(type(e).__name__, e)


class BuildPlan:
    """Maps sources to objects for a C project, and converts paths for a Windows build agent."""

    def __init__(self, src_root, out_root):
        self.src_root, self.out_root = P(src_root), P(out_root)

    def object_for(self, source):
        src = P(source)
        if not src.is_relative_to(self.src_root):
            raise ValueError(f"{src} is outside {self.src_root}")
        if src.suffix not in (".c", ".cc"):
            raise ValueError(f"not a C source: {src.name}")
        return self.out_root / src.relative_to(self.src_root).with_suffix(".o")

    def for_windows(self, path, drive="D:"):
        return W(drive + "\\") / W(*P(path).parts[1:] if P(path).is_absolute() else P(path).parts)


plan = BuildPlan("/proj/src", "/proj/build")
for s in ["/proj/src/main.c", "/proj/src/net/http.cc", "/proj/include/x.h", "/proj/src/readme.md"]:
    try:
        obj = plan.object_for(s)
        print(f"{s:24} -> {obj}  win: {plan.for_windows(obj)}  depth={len(obj.parents)}")
    except ValueError as e:
        print(f"{s:24} -> ValueError: {e}")
print(repr(P("/proj/src/main.c").parents), P("/proj/src/main.c").parents[-1], P("/proj/src/main.c").parents[:2])
