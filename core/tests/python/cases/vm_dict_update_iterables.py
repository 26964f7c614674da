# dict.update and dict.__init__ (through a subclass's super()) over any iterable of pairs:
# generators, iterators of instances, zip, map, enumerate, with their errors.
class D(dict):
    def __init__(self, e=(), **kw):
        super().__init__(e, **kw)


print(D((k, k.upper()) for k in "ab"))
print(D(zip("xy", range(2)), z=9))
d = {}
d.update((k, len(k)) for k in ["one", "three"])
print(d)
d.update(enumerate("pq"), extra=True)
print(d)
d.update(map(lambda i: (i, i * i), range(3)))
print(d)


class Pairs:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        for i in range(self.n):
            yield (f"k{i}", i)


d = {}
d.update(Pairs(3))
print(d)
dict.__init__(d, ((c, 0) for c in "mn"))
print(sorted(d.items()))
for bad in [((1, 2, 3) for _ in range(1)), (x for x in [1]), iter([("a",)])]:
    try:
        {}.update(bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)


class L(list):
    def __init__(self, e):
        super().__init__(e)


print(L(x * 2 for x in range(3)))
