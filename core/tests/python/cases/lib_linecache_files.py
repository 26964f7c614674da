import linecache
import os

with open("lc_data.txt", "w") as f:
    f.write("first\nsecond line\n\nfourth")
print(repr(linecache.getline("lc_data.txt", 1)), repr(linecache.getline("lc_data.txt", 4)))
print(repr(linecache.getline("lc_data.txt", 0)), repr(linecache.getline("lc_data.txt", 5)),
      repr(linecache.getline("lc_data.txt", -1)))
print(linecache.getlines("lc_data.txt"))
entry = linecache.cache["lc_data.txt"]
print(entry[0], entry[2], entry[3])
with open("lc_data.txt", "w") as f:
    f.write("changed\n")
print(linecache.getline("lc_data.txt", 1))
linecache.checkcache("lc_data.txt")
print("lc_data.txt" in linecache.cache, repr(linecache.getline("lc_data.txt", 1)))
print(linecache.updatecache("lc_data.txt"))
os.remove("lc_data.txt")
linecache.checkcache()
print("lc_data.txt" in linecache.cache, linecache.getlines("lc_data.txt"))
print(linecache.getline("no_such_file.txt", 1) == "", linecache.getlines(""), linecache.getlines("<string>"))
linecache.cache["<made>"] = (10, None, ["a = 1\n", "b = 2\n"], "<made>")
linecache.checkcache()
print(linecache.getline("<made>", 2), linecache.getlines("<made>"))
linecache.clearcache()
print(linecache.cache, linecache.getline("<made>", 1) == "")
