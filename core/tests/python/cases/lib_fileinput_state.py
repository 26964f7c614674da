import fileinput
import os

with open("fs_1.txt", "w") as f:
    f.write("one\ntwo\n")
with open("fs_2.txt", "w") as f:
    f.write("three\n")
fi = fileinput.FileInput(["fs_1.txt", "fs_2.txt"])
print(fi.filename(), fi.lineno(), fi.filelineno(), fi.isfirstline(), fi.fileno())
print(repr(fi.readline()), fi.filename(), fi.lineno(), fi.isfirstline())
fi.nextfile()
print(fi.filename(), fi.lineno(), fi.filelineno())
print(repr(fi.readline()), fi.filename(), fi.lineno(), fi.filelineno(), fi.isfirstline())
print(repr(fi.readline()), fi.lineno(), repr(fi.readline()))
fi.close()
print(fi.filename(), fi.lineno(), list(fi))
with fileinput.FileInput(["fs_2.txt", "fs_1.txt"], mode="rb") as fb:
    print([(fb.lineno(), line) for line in fb])
hooked = fileinput.FileInput(["fs_1.txt"], openhook=fileinput.hook_compressed)
print(list(hooked))
total = 0
for line in fileinput.input(["fs_1.txt", "fs_2.txt", "fs_1.txt"]):
    if fileinput.isfirstline():
        print("start of", fileinput.filename(), "at", fileinput.lineno())
    total += len(line)
print(total, fileinput.lineno(), fileinput.filelineno())
fileinput.close()
for name in ["fs_1.txt", "fs_2.txt"]:
    os.remove(name)
