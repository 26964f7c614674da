from itertools import tee, islice, count

a, b = tee([1, 2, 3])
print(list(a), list(b))
a, b, c = tee("abcd", 3)
print(next(a), next(a), next(b), list(c), list(a), list(b))
print(tee("x", 0))
print(len(tee("x", 5)))
(single,) = tee(range(3), 1)
print(list(single))
# tee reads the source lazily and only once
reads = []
def src():
    for i in range(5):
        reads.append(i)
        yield i
x, y = tee(src())
print(next(x), next(x), reads)
print(list(y), reads)
print(list(x))
# tee over an infinite iterator
e, o = tee(count())
print(list(islice(e, 0, 10, 2)), list(islice(o, 3)))
# pairwise by hand
def pairs(it):
    p, q = tee(it)
    next(q, None)
    return list(zip(p, q))
print(pairs("abcd"))
try:
    tee("abc", -1)
except ValueError as e:
    print("ValueError:", e)
tee(3.5)
