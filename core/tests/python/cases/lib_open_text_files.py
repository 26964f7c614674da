# open() for text files: write, read back line by line, append, the errors for a missing file and
# a write to a file opened for reading, os.path.exists and os.remove (the file is gone at the end).
import os

name = "playground_case_notes.txt"
with open(name, "w") as f:
    print(f.write("line one\n"), f.writable(), f.readable())
    f.write("line two\n")
print(os.path.exists(name), os.path.exists("no_such_file.txt"))
with open(name) as f:
    for line in f:
        print(repr(line))
with open(name, "a") as f:
    f.write("three\n")
with open(name, "r") as f:
    print(f.read().splitlines(), f.closed)
print(f.closed)
try:
    open("no_such_file.txt")
except FileNotFoundError as e:
    print(type(e).__name__, e)
f = open(name)
try:
    f.write("x")
except Exception as e:
    print(type(e).__name__, e)
f.close()
try:
    open(name, "rw")
except ValueError as e:
    print(e)
with open(name, "w") as f:
    f.writelines(["a\n", "b\n"])
print(open(name).readlines())
os.remove(name)
print(os.path.exists(name))
