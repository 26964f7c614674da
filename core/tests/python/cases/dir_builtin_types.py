# dir() of the built-in types and their instances: sorted, each name resolving with getattr.
values = [int, str, list, tuple, dict, set, frozenset, float, bool, range,
          3, True, 2.5, "abc", [1], (1,), {1: 2}, {1}, frozenset({1}), range(3), None]
for v in values:
    names = dir(v)
    assert names == sorted(names), v
    for n in names:
        assert hasattr(v, n), (v, n)
        getattr(v, n)
# The public methods are CPython's, in CPython's order.
for t in (str, list, dict, set, tuple, float, range, frozenset):
    print(t.__name__, [n for n in dir(t) if not n.startswith("_")])
print([n for n in dir(int) if not n.startswith("_") and n not in ("from_bytes", "to_bytes")])
print(dir([]) == dir(list), dir("") == dir(str), dir(3) == dir(int))
# The operators' special methods are there.
for n in ["__add__", "__radd__", "__iadd__", "__len__", "__contains__", "__reversed__",
          "__class_getitem__", "__getnewargs__", "__round__", "__floor__", "__init__"]:
    print(n, [t.__name__ for t in (int, float, str, list, tuple, dict, set, range)
                if n in dir(t)])
print(hasattr(3, "append"), hasattr([], "append"), getattr(3, "nope", "default"))
