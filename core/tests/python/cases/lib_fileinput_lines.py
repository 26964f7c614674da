import fileinput
import os

with open("fi_a.txt", "w") as f:
    f.write("alpha 1\nalpha 2\n")
with open("fi_empty.txt", "w") as f:
    pass
with open("fi_b.txt", "w") as f:
    f.write("beta 1\nbeta 2\nbeta 3")
files = ["fi_a.txt", "fi_empty.txt", "fi_b.txt"]
for line in fileinput.input(files):
    print(fileinput.filename(), fileinput.lineno(), fileinput.filelineno(),
          fileinput.isfirstline(), fileinput.isstdin(), repr(line))
print(fileinput.filename(), fileinput.lineno())
fileinput.close()
for call in [fileinput.filename, fileinput.lineno, fileinput.nextfile]:
    try:
        call()
    except RuntimeError as e:
        print("RuntimeError", e)
with fileinput.input(files=("fi_a.txt", "fi_b.txt")) as fin:
    for line in fin:
        if fin.filelineno() == 2 and fin.filename() == "fi_a.txt":
            fin.nextfile()
        print(fin.lineno(), line.rstrip())
fin = fileinput.FileInput("fi_b.txt", mode="rb")
print(list(fin), fin.lineno(), fin.filename())
fin = fileinput.FileInput(["fi_a.txt"], openhook=fileinput.hook_encoded("utf-8"))
print(fin.readline(), fin.readline(), repr(fin.readline()), fin.lineno())
fin.close()
it = fileinput.input(["fi_a.txt"])
next(it)
try:
    fileinput.input(["fi_b.txt"])
except RuntimeError as e:
    print("RuntimeError", e)
fileinput.close()
for kw in [dict(mode="w"), dict(openhook=5), dict(inplace=True, openhook=print)]:
    try:
        fileinput.FileInput(["fi_a.txt"], **kw)
    except ValueError as e:
        print("ValueError", e)
try:
    list(fileinput.input(["fi_missing.txt"]))
except FileNotFoundError as e:
    print("FileNotFoundError", e)
fileinput.close()
print(list(fileinput.FileInput([])) if False else "", fileinput.FileInput(["x"]).lineno())
for name in ["fi_a.txt", "fi_empty.txt", "fi_b.txt"]:
    os.remove(name)
