# iter(callable, sentinel), iterators exhausting, __getitem__ iteration, reversed needs __len__.
lst = [5, 0, 3, 2, 1]
print(list(iter(lst.pop, 0)), lst)


class CountDown:
    def __init__(self): self.n = 3
    def __call__(self): self.n -= 1; return self.n


print(list(iter(CountDown(), 0)))


class It:
    def __init__(self): self.i = 0
    def __iter__(self): return self
    def __next__(self):
        self.i += 1
        if self.i > 3:
            raise StopIteration
        return self.i


it = It()
print(list(it), list(it), next(it, "d"))


class GI:
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError
        return i * 10


print(list(GI()), 20 in GI(), 5 in GI(), [x for x in GI()], sorted(GI(), reverse=True), min(GI()), sum(GI()))
try:
    reversed(GI())
except TypeError as e:
    print(e)


class LG(GI):
    def __len__(self): return 3


print(list(reversed(LG())))
try:
    iter(5)
except TypeError as e:
    print(e)
try:
    next([1])
except TypeError as e:
    print(e)
i = iter([1, 2])
print(iter(i) is i, next(i), list(i), next(i, None))
