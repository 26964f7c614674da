# `del obj[i]` on what holds no deletable items, in CPython 3.11's two wordings: "doesn't" for an
# index, "does not" for a slice.
class C:
    pass


for target, key in [((1, 2), 0), ("ab", 0), (b"ab", 1), (range(3), 0), (frozenset(), 0), (C(), 0),
                    ((1, 2), slice(0, 1)), ("ab", slice(None)), (C(), slice(1, 2))]:
    try:
        del target[key]
    except TypeError as e:
        print(e)
