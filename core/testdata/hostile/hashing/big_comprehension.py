# A dict of 10^6 keys: a hash table, not a linear scan.
# reference: cpython
# exit: 0
d = {i: i for i in range(10**6)}
print(len(d), d[999999], sum(1 for k in range(0, 10**6, 1000) if k in d))
s = set(range(200000))
for i in range(0, 200000, 2):
    s.discard(i)
print(len(s), 199999 in s, 2 in s)
