# hash('') and hash(b'') are 0 in CPython whatever the process's seed: empty strs and bytes among ints in a set.
print(hash(""), hash(b""), hash(frozenset()), {"": 1}[""], hash(("",)) == hash(("",)))
s = {0, "", 1}
print(len(s), "" in s, 0 in s)
print(s, {"", 5, 0}, {b"", 3})
