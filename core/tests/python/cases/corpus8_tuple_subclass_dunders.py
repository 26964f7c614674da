# A tuple subclass overriding len/iter/getitem: unpacking and *args use the iterator,
# + and % formatting use the stored items.
class T(tuple):
    def __len__(self): return 0
    def __iter__(self): return iter("ab")
    def __getitem__(self, i): return "T"


t = T((1, 2))
print(t, len(t), list(t), t[0], t + (3,), hash(t) == hash((1, 2)), t == (1, 2), "%s %s" % t)
x, y = t
print(x, y)
print(max(t), sorted(t), [*t])


def g(*a): return a


print(g(*t), tuple(t), list(enumerate(t)), list(zip(t)), list(map(str, t)))


class NT(tuple):
    def __new__(cls, a, b): return super().__new__(cls, (a, b))
    def __repr__(self): return f"NT{tuple(self)}"


n = NT(1, 2)
print(n, [n], n[0], n[1:], type(n[1:]).__name__, n + (3,), type(n + (3,)).__name__, n * 2, sorted([NT(2, 1), NT(1, 2)]))
