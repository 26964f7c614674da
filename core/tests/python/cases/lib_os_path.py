# os.path: join, split, basename, dirname, splitext, normpath, isabs, and `import os.path`.
import os
print(os.path.join("data", "img", "a.jpg"), os.path.join("a/", "/b", "c"), os.path.join("", "x"))
print(os.path.split("/a/b/c.txt"), os.path.split("c"), os.path.split("/"), os.path.split("//a//b"))
print(os.path.basename("a/b.tar.gz"), os.path.dirname("a/b.tar.gz"))
print(os.path.splitext("a/b.tar.gz"), os.path.splitext(".bashrc"), os.path.splitext("a.b/c"), os.path.splitext("..x"))
print(os.path.normpath("a//b/./c/../d"), os.path.normpath("/../x"), os.path.normpath("../../a"), os.path.normpath(""), os.path.normpath("//a"))
print(os.path.isabs("/x"), os.path.isabs("x"), os.sep)
import os.path
print(os.path.join("p", "q"))
from os.path import join
print(join("r", "s"))
try:
    os.path.join("a", 3)
except TypeError as e:
    print(e)
