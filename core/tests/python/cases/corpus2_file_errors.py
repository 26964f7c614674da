import os, json, csv, tempfile, shutil, pathlib
try: open("missing_zz.txt")
except FileNotFoundError as e: print(e, e.errno, e.filename, e.strerror, repr(e), e.args)
try: open("missing_zz.txt").read()
except OSError as e: print(type(e).__name__, isinstance(e, IOError))
with open("f2_out.txt", "w") as f:
    f.write("line1\n"); f.writelines(["a\n", "b\n"]); print("x", file=f); print(f.tell())
with open("f2_out.txt") as f:
    for n, line in enumerate(f, 1): print(n, repr(line))
with open("f2_out.txt", "a+") as f:
    f.write("appended\n"); f.seek(0); print(f.read().splitlines())
with open("f2_out.txt", "r+") as f:
    f.write("LINE"); f.seek(0); print(f.readline())
print(os.path.exists("f2_out.txt"), os.path.getsize("f2_out.txt"), os.path.isfile("f2_out.txt"))
q = pathlib.Path("f2_out.txt"); print(q.read_text().count("\n"), q.suffix, q.stem, q.exists(), q.with_suffix(".md").name)
q.write_text("new content"); print(q.read_text())
try:
    with open("f2_out.txt", "x") as f: pass
except FileExistsError as e: print(e)
with open("f2_out.txt", "rb") as f: print(f.read(3), f.read())
try:
    with open("f2_out.txt") as f: f.write("x")
except Exception as e: print(type(e).__name__, e)
f = open("f2_out.txt"); f.close()
try: f.read()
except ValueError as e: print("ValueError", e)
print(f.closed)
os.remove("f2_out.txt"); print(os.path.exists("f2_out.txt"))
try: os.remove("f2_out.txt")
except FileNotFoundError as e: print(e)
import os
for mode in ("r", "rb", "a+" if False else "r+"):
    try: open("missing_zz.txt", mode)
    except FileNotFoundError as e: print(e, e.errno, e.filename, e.strerror, repr(e), e.args, e.__context__, e.__suppress_context__)
try: os.remove("missing_zz.txt")
except FileNotFoundError as e: print(e, repr(e), e.args)
try: os.stat("missing_zz.txt")
except FileNotFoundError as e: print(e, repr(e), e.args)
with open("t25.txt", "w") as f: f.write("x")
f = open("t25.txt"); f.close()
for op in (f.read, f.readline, lambda: f.write("y"), f.tell, lambda: f.seek(0), lambda: next(f)):
    try: op()
    except ValueError as e: print("ValueError", e)
os.remove("t25.txt")
