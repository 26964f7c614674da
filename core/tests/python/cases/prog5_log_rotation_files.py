# log rotation in a temp dir: pathlib, os.path, os.walk, os.rename, shutil, glob, io
import os, io, tempfile, glob, shutil
from pathlib import Path, PurePosixPath
with tempfile.TemporaryDirectory() as tmp:
    root = Path(tmp)
    for i, text in enumerate(["alpha\nbeta\n", "gamma\n", ""]):
        (root / f"app{i}.log").write_text(text)
    (root / "data.csv").write_bytes(b"a,b\n1,2\n")
    print(sorted(p.name for p in root.iterdir()))
    print(sorted(p.name for p in root.glob("app*.log")), sorted(os.path.basename(p) for p in glob.glob(os.path.join(tmp, "*.csv"))))
    total = 0
    for p in sorted(root.glob("*.log")):
        with p.open() as fh:
            lines = fh.readlines()
        total += len(lines)
        print(p.name, p.stem, p.suffix, p.stat().st_size, len(lines), p.read_text().splitlines())
    print("total", total)
    # rotate: app2 <- app1 <- app0, oldest dropped
    (root / "app2.log").unlink()
    for i in (1, 0):
        os.rename(root / f"app{i}.log", root / f"app{i + 1}.log")
    (root / "app0.log").write_text("fresh\n")
    print([(p.name, p.read_text()) for p in sorted(root.glob("app*.log"))])
    new = (root / "app2.log").rename(root / "archive.log")
    print(type(new).__name__, new.name, new.exists(), (root / "app2.log").exists())
    with open(root / "data.csv", "a", newline="") as fh:
        fh.write("3,4\n")
    with open(root / "data.csv", "rb") as fh:
        print(fh.read(), fh.tell())
    with open(root / "data.csv") as fh:
        fh.seek(4)
        print(repr(fh.readline()), repr(fh.read(3)), [l for l in fh])
    shutil.copy(root / "data.csv", root / "copy.csv")
    dest = shutil.move(str(root / "copy.csv"), str(root / "moved.csv"))
    print(os.path.basename(dest), (root / "copy.csv").exists(), (root / "moved.csv").is_file(), root.is_dir())
    for dirpath, dirnames, filenames in os.walk(tmp):
        print(os.path.relpath(dirpath, tmp), dirnames, sorted(filenames))
    try:
        os.rename(root / "nope.log", root / "x.log")
    except FileNotFoundError as e:
        print("FileNotFoundError", e.errno, e.strerror, os.path.basename(e.filename), os.path.basename(e.filename2))
    try:
        (root / "missing.txt").read_text()
    except FileNotFoundError as e:
        print("FileNotFoundError", e.errno, e.strerror, os.path.basename(e.filename))
    for p in list(root.iterdir()):
        p.unlink()
    print(os.listdir(tmp), os.path.isdir(tmp))
print(os.path.exists(tmp))
p = PurePosixPath("/srv/app/releases/v1.2.3/config.tar.gz")
print(p.name, p.stem, p.suffix, p.suffixes, p.parent, p.parents[2], p.parts[:3], p.with_suffix(".zip"), p.with_name("x.y"), p.with_stem("cfg"))
print(p.is_absolute(), p.relative_to("/srv"), p.match("*.gz"), p.match("releases/*/*.gz"), PurePosixPath("a/b") / "c" / "../d", PurePosixPath("a//b/./c"))
print(os.path.join("a", "b", "/c", "d"), os.path.split("/x/y/z.txt"), os.path.splitext("arch.tar.gz"), os.path.normpath("a/./b/../../c"), os.path.dirname("/a/b/"), os.path.basename("/a/b/"))
print(os.path.isabs("x"), os.path.commonprefix(["/usr/lib", "/usr/local"]), os.path.commonpath(["/usr/lib", "/usr/local"]), os.path.splitext(".bashrc"))
buf = io.BytesIO()
buf.write(b"header"); buf.seek(0, io.SEEK_END); buf.write(b"|tail")
print(buf.getvalue(), buf.tell(), buf.seek(2), buf.read(3), buf.getbuffer().nbytes, buf.truncate(4), buf.getvalue())
tw = io.TextIOWrapper(io.BytesIO("é\nx\n".encode("utf-8")), encoding="utf-8")
print(tw.readlines(), io.StringIO("a\nb").readlines(), io.StringIO("line1\nline2\n").read().count("\n"))
