class OldSeq:
    def __getitem__(self, i):
        if i >= 4:
            raise IndexError(i)
        return i * i
print(list(OldSeq()), 9 in OldSeq(), 5 in OldSeq(), list(iter(OldSeq())), sorted(OldSeq(), reverse=True), tuple(enumerate(OldSeq())))
class RevOnly:
    def __len__(self): return 3
    def __getitem__(self, i):
        if not 0 <= i < 3: raise IndexError
        return "abc"[i]
print(list(reversed(RevOnly())), "".join(RevOnly()))
class CustomRev:
    def __iter__(self): return iter([1, 2, 3])
    def __reversed__(self): return iter(["custom"])
print(list(reversed(CustomRev())), list(CustomRev()))
try:
    reversed({1, 2})
except TypeError as e:
    print(e)
lines = iter(["a", "b", "STOP", "c"])
print(list(iter(lambda: next(lines), "STOP")))
class BadBool:
    def __bool__(self): return 1
try:
    bool(BadBool())
except TypeError as e:
    print(e)
class LenBool:
    def __len__(self): return 0
print(bool(LenBool()), not LenBool(), "yes" if LenBool() else "no")
class NegLen:
    def __len__(self): return -1
try:
    len(NegLen())
except ValueError as e:
    print(e)
class BigLen:
    def __len__(self): return 2 ** 70
try:
    len(BigLen())
except OverflowError as e:
    print(e)
class Idx:
    def __init__(self, v): self.v = v
    def __index__(self): return self.v
L = list(range(10))
print(L[Idx(2):Idx(7):Idx(2)], L[Idx(-1)], "abcdef"[Idx(1)], range(Idx(3)), [0] * Idx(3), bin(Idx(5)), hex(Idx(255)), round(2.567, Idx(2)))
try:
    L[1.0]
except TypeError as e:
    print(e)
class NoHash:
    def __eq__(self, o): return True
try:
    {NoHash()}
except TypeError as e:
    print(e)
print(NoHash.__hash__)
class Inherit(NoHash):
    __hash__ = object.__hash__
print(len({Inherit(), Inherit()}))
class DM:
    def __divmod__(self, o): return ("divmod", o)
    def __rdivmod__(self, o): return ("rdivmod", o)
    def __rpow__(self, o): return ("rpow", o)
    def __rlshift__(self, o): return ("rlshift", o)
    def __rand__(self, o): return ("rand", o)
    def __rmatmul__(self, o): return ("rmatmul", o)
print(divmod(DM(), 3), divmod(3, DM()), 2 ** DM(), 1 << DM(), 5 & DM(), [1] @ DM() if False else "skip")
class Summable:
    def __init__(self, v): self.v = v
    def __add__(self, o): return Summable(self.v + (o.v if isinstance(o, Summable) else o))
    def __radd__(self, o): return self + o
    def __repr__(self): return f"S({self.v})"
print(sum([Summable(1), Summable(2)]), sum([Summable(1)], Summable(10)), sum([[1], [2]], []), sum(((1,), (2,)), ()))
try:
    sum(["a", "b"], "")
except TypeError as e:
    print(e)
class Callable:
    def __call__(self, *a, **k): return (a, sorted(k.items()))
c = Callable()
print(c(1, x=2), callable(c), list(map(c, [1, 2])))
class CtxIter:
    def __init__(self): self.i = 0
    def __iter__(self): return self
    def __next__(self):
        self.i += 1
        if self.i > 3: raise StopIteration
        return self.i
ci = CtxIter()
print(list(ci), list(ci), next(iter(ci), "exhausted"))
class NotIter:
    __iter__ = None
try:
    iter(NotIter())
except TypeError as e:
    print(e)
try:
    for _ in 5: pass
except TypeError as e:
    print(e)
try:
    len(5)
except TypeError as e:
    print(e)
try:
    a, b = [1, 2, 3]
except ValueError as e:
    print(e)
try:
    a, b, c = [1, 2]
except ValueError as e:
    print(e)
first, *middle, last = "abcde"
print(first, middle, last)
(a, b), c = "xy", 3
print(a, b, c)
class Contains:
    def __iter__(self): yield from [1, 2]
print(2 in Contains(), 3 in Contains())
class Eq:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return isinstance(o, Eq) and self.v == o.v
    __hash__ = None
print([Eq(1), Eq(2)].index(Eq(2)), Eq(1) in [Eq(1)], [Eq(1)].count(Eq(1)), Eq(1) != Eq(2), Eq(1) != Eq(1))
