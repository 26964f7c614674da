# itertools and deque take any object with __index__ where CPython reads a C integer.
import itertools
from collections import deque


class Idx:
    def __index__(self): return 2


I = Idx()
print(list(itertools.repeat("x", I)), repr(itertools.repeat("y", I)))
print(list(itertools.combinations("abc", I)), list(itertools.combinations_with_replacement("ab", I)))
print(list(itertools.islice("abcdef", I)), list(itertools.islice("abcdef", I, None, I)))
d = deque([1, 2, 3])
d.rotate(I)
print(d)
d.insert(I, "x")
print(d, d.index(1, I))
for bad in [lambda: itertools.repeat("x", 1.5), lambda: itertools.combinations("ab", "2"), lambda: d.rotate(1.0)]:
    try:
        bad()
    except TypeError as e:
        print(e)
try:
    itertools.permutations("abc", I)
except TypeError as e:
    print(e)
try:
    list(itertools.combinations("abc", -1))
except ValueError as e:
    print(e)
print(list(itertools.repeat(0, -3)), list(itertools.combinations("ab", 3)))
