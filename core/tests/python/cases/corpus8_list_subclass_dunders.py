# A list subclass overriding len/iter/getitem/contains/reversed/bool.
class L(list):
    def __len__(self): return 99
    def __iter__(self): return iter([7, 8])
    def __getitem__(self, i): return "G"
    def __contains__(self, x): return False
    def __reversed__(self): return iter(["r"])
    def __bool__(self): return False


l = L([1, 2, 3])
print(len(l), list(l), tuple(l), sum(l), sorted(l), max(l), min(l), 1 in l, list(reversed(l)), bool(l))
print(l, repr(l), str(l), l[0], l[0:2], [*l], set(l) == {7, 8}, "-".join(map(str, l)))
print(list.__len__(l), list.__iter__(l).__next__(), l + [4], l * 2, l == [1, 2, 3], l.copy(), type(l.copy()).__name__)
a, b = l
print(a, b)
x = []
x.extend(l)
print(x)
print(dict(zip(l, l)), enumerate(l).__next__(), any(l), all(l))


def g(*a): return a


print(g(*l), "yes" if l else "no", [v for v in l])
