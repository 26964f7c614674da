# Directory listings of the run's files: os.listdir, os.path.isdir/isfile/getsize, os.stat's kind
# and size, Path.iterdir/glob/stat/is_dir, shutil.rmtree and copyfile, in a temporary directory.
import os
import shutil
import stat
import tempfile
from pathlib import Path

tmp = tempfile.mkdtemp()
for i, ext in enumerate([".py", ".txt", ".tar.gz", "", ".py"]):
    with open(os.path.join(tmp, str(i) + ext), "wb") as f:
        f.write(b"x" * i)
with open(os.path.join(tmp, ".hidden.py"), "w") as f:
    f.write("")
print(sorted(os.listdir(tmp)))
print(os.path.isdir(tmp), os.path.isdir(os.path.join(tmp, "1.txt")), os.path.isfile(tmp))
print(os.path.isfile(os.path.join(tmp, "1.txt")), os.path.getsize(os.path.join(tmp, "2.tar.gz")))
st = os.stat(os.path.join(tmp, "4.py"))
print(st.st_size, stat.S_ISREG(st.st_mode), stat.S_ISDIR(os.stat(tmp).st_mode))
base = Path(tmp)
print(sorted(p.name for p in base.iterdir()))
print(sorted(p.name for p in base.glob("*.py")), sorted(p.name for p in base.glob("*/*.py")))
print(sorted(p.name for p in base.glob(".*")), sorted(p.name for p in base.glob("3")))
print([p.stat().st_size for p in sorted(base.glob("[0-2]*"))], base.is_dir(), (base / "3").is_file())
print(shutil.copyfile(base / "1.txt", os.path.join(tmp, "copy.txt")).endswith("copy.txt"),
      (base / "copy.txt").read_bytes())
for bad in [lambda: os.listdir(os.path.join(tmp, "nope")), lambda: os.stat(os.path.join(tmp, "nope"))]:
    try:
        bad()
    except FileNotFoundError as e:
        print("FileNotFoundError")
shutil.rmtree(tmp)
print(os.path.exists(os.path.join(tmp, "1.txt")), os.path.isdir(tmp))
print(stat.filemode(0o100644), stat.filemode(0o40755), stat.S_IMODE(0o100644), stat.S_IFMT(0o40755) == stat.S_IFDIR)
