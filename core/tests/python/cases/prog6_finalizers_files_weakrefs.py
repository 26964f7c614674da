def gen():
    try:
        for i in range(10): yield i
    finally:
        print("gen finally")
for x in gen():
    if x == 2: break
print("after loop")
g = gen(); next(g); g = None; print("after drop")
def first(it):
    for x in it: return x
print(first(gen()), "returned")
class R:
    def __init__(self, n): self.n = n
    def __del__(self): print("del", self.n)
r = R(1); del r; print("after del")
r = R(2); r = R(3); print("rebound")
def scope(): t = R(4); return 5
print(scope())
lst = [R(5), R(6)]; lst.clear(); print("cleared")
d = {"k": R(7)}; d["k"] = None; print("replaced")
print(256 + 0 is 256, "abc" is "abc")
x = int("1000"); y = int("1000"); print(x is y, x == y)
s1 = "hello world"; s2 = "hello world"; print(s1 is s2)
import weakref
class N: pass
n = N(); w = weakref.ref(n, lambda ref: print("weak callback")); del n; print("after weak", w())
ws = weakref.WeakValueDictionary(); o = N(); ws["a"] = o; print(len(ws)); del o; print(len(ws))
try:
    raise ValueError("x")
except ValueError as e:
    err = e
print(err, type(err).__name__)
try:
    pass
finally:
    print("f")
def cm():
    with open("t.txt", "w") as f:
        f.write("data\n"); f.write("more\n")
    return f.closed
print(cm(), open("t.txt").read().splitlines(), open("t.txt").readline(), [l.rstrip() for l in open("t.txt")])
with open("t.txt", "a") as f: print("appended", file=f)
with open("t.txt") as f: print(f.read(), f.tell(), f.name, f.mode)
with open("b.bin", "wb") as f: f.write(bytes(range(5)))
with open("b.bin", "rb") as f: print(f.read(2), f.read(), f.seek(1), f.read(1))
import os
print(os.path.exists("t.txt"), os.path.getsize("t.txt"), os.path.splitext("a/b.tar.gz"), os.path.join("a", "b", "/c"), os.path.basename("/x/y.py"))
os.remove("t.txt"); os.remove("b.bin"); print(os.path.exists("t.txt"))
try: open("t.txt")
except FileNotFoundError as e: print(e, e.errno, e.filename)
print("end")
