# Directories of the run's files: os.mkdir/makedirs/rmdir and Path.mkdir/rmdir (they were missing, an
# AttributeError for os.makedirs, which scripts call before writing their outputs).
import os
from pathlib import Path
import tempfile

base = tempfile.mkdtemp()
out = os.path.join(base, "runs", "exp1")
os.makedirs(out, exist_ok=True)
print(os.path.isdir(out), os.path.exists(out), os.listdir(base))
os.makedirs(out, exist_ok=True)
try:
    os.makedirs(out)
except FileExistsError as e:
    print("FileExistsError", e.errno, e.strerror)
try:
    os.mkdir(os.path.join(base, "missing", "x"))
except FileNotFoundError as e:
    print("FileNotFoundError", e.errno)
with open(os.path.join(out, "log.txt"), "w") as f:
    f.write("hi\n")
print(sorted(os.listdir(out)), os.path.isfile(os.path.join(out, "log.txt")))
p = Path(base) / "a" / "b"
p.mkdir(parents=True)
p.mkdir(parents=True, exist_ok=True)
try:
    p.mkdir()
except FileExistsError:
    print("exists")
print(p.is_dir(), sorted(x.name for x in Path(base).iterdir()))
os.mkdir(os.path.join(base, "empty"))
os.rmdir(os.path.join(base, "empty"))
print("empty" in os.listdir(base))
try:
    os.rmdir(os.path.join(base, "runs"))
except OSError as e:
    print("OSError", e.errno, e.strerror)
p.rmdir()
print(sorted(os.listdir(os.path.join(base, "a"))))
import shutil
shutil.rmtree(base)
print(os.path.exists(base))
