# glob over files written in the current directory with relative paths (removed at the end).
import glob
import os

names = ["globcase_1.txt", "globcase_2.txt", "globcase_10.log", "globcase_x.txt", ".globcase_h"]
for n in names:
    with open(n, "w") as f:
        f.write(n)
print(sorted(glob.glob("globcase_*")))
print(sorted(glob.glob("./globcase_?.txt")))
print(sorted(glob.glob("globcase_[0-9]*")), sorted(glob.glob("globcase_[!0-9]*")))
print(sorted(glob.glob(".globcase*")), sorted(glob.glob("*globcase_h")),
      sorted(glob.glob("*globcase_h", include_hidden=True)))
print(glob.glob("globcase_1.txt"), glob.glob("./globcase_2.txt"), glob.glob("globcase_1.txt/"))
print(sorted(glob.glob("globcase_**", recursive=True)), sorted(glob.glob("./globcase_1*", recursive=True)))
it = glob.iglob("globcase_*.txt")
print(next(it) in names)
for n in names:
    os.remove(n)
print(glob.glob("globcase_*"), glob.glob(".globcase*"))
