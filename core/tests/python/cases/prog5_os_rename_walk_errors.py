import os, tempfile
with tempfile.TemporaryDirectory() as d:
    for rel in ["a.txt", "b.txt"]:
        with open(os.path.join(d, rel), "w") as f: f.write(rel)
    os.rename(os.path.join(d, "a.txt"), os.path.join(d, "c.txt"))
    print(sorted(os.listdir(d)), open(os.path.join(d, "c.txt")).read())
    os.replace(os.path.join(d, "c.txt"), os.path.join(d, "b.txt"))
    print(sorted(os.listdir(d)), open(os.path.join(d, "b.txt")).read())
    try:
        os.rename(os.path.join(d, "zz"), os.path.join(d, "yy"))
    except FileNotFoundError as e:
        print(type(e).__name__, e.errno, e.strerror, os.path.basename(e.filename), os.path.basename(e.filename2))
    try:
        os.rename(os.path.join(d, "b.txt"), d)
    except OSError as e:
        print(type(e).__name__, e.errno)
    for top, dirs, files in os.walk(d):
        print(os.path.relpath(top, d), dirs, files)
    print(list(os.walk(os.path.join(d, "nope"))))
    errs = []
    print(list(os.walk(os.path.join(d, "nope"), onerror=errs.append)), type(errs[0]).__name__)
