# The built-in types' special methods as attributes: hasattr(x, "__iter__") is the usual test
# for "is iterable", and x.__len__(), (3).__add__(4), d.__contains__(k) call the protocols.
names = ("__iter__", "__len__", "__getitem__", "__setitem__", "__contains__", "__add__", "__mul__",
         "__sub__", "__and__", "__neg__", "__eq__", "__lt__", "__hash__", "__next__", "__str__",
         "__repr__", "__class__")
for v in [[], (1,), {}, "s", set(), 3, 2.5, True, range(3), (x for x in [])]:
    print(type(v).__name__, [n for n in names if hasattr(v, n)])
print([1, 2].__len__(), (1, 2).__getitem__(-1), "ab".__add__("c"), {1: 2}.__contains__(1))
print((3).__add__(4), (2.5).__mul__(2), (5).__neg__(), (6).__and__(3), {1, 2}.__sub__({1}))
print("x".__repr__(), [1].__str__(), (1, 2).__eq__((1, 2)), (1).__lt__(2), "%s".__mod__(5))
print([].__class__, (1).__class__.__name__, "a".__class__ is str, {}.__class__ is dict)
d = {}
d.__setitem__("k", 1)
print(d, "k" in d, d.__getitem__("k"))
lst = [1, 2, 3]
lst.__delitem__(0)
print(lst, lst.__iter__().__next__(), sorted({3, 1}.__iter__()))
it = iter([7, 8])
print(it.__next__(), next(it.__iter__()))
print(hash((1, 2)) == (1, 2).__hash__(), "ab".__hash__() == hash("ab"))
