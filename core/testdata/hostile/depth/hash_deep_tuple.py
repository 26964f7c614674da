# The hash of a tuple nested 50,000 deep (CPython hashes it).
# reference: cpython
# exit: 0
x = ()
for i in range(50000):
    x = (x,)
print(hash(x))
print(hash(x) == hash(x))
