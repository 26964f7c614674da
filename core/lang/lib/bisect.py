"""bisect: binary search for insertion points in a sorted sequence, and sorted insertion.

Both searches come from one template, specialised by the test that sends the search to the
lower half. "Left" finds the first place whose item is not less than x (before equal items);
"right" the first place whose item is greater than x (after equal items). With key=, items are
compared through key(item), and x is already a key.
"""

__all__ = ["bisect", "bisect_left", "bisect_right", "insort", "insort_left", "insort_right"]


def _as_index(n):
    # The bounds are C integers in CPython: anything with __index__, nothing else.
    convert = getattr(type(n), "__index__", None)
    if convert is None:
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(n).__name__)
    return convert(n)


_SEARCH = '''
def {name}(a, x, lo=0, hi=None, *, key=None):
    if lo:
        # The default 0 skips the checks (this is a hot path); a falsy lo that is not an int
        # (0.0, a zero Fraction) goes unchecked.
        if type(lo) is not int:
            lo = _as_index(lo)
        if lo < 0:
            raise ValueError("lo must be non-negative")
    if hi is None or hi == -1:
        hi = len(a)  # -1 is how the C implementation spells "to the end"
    elif type(hi) is not int:
        hi = _as_index(hi)
    if key is None:
        while lo < hi:
            half = (lo + hi) // 2
            if {lower}:
                hi = half
            else:
                lo = half + 1
        return lo
    while lo < hi:
        half = (lo + hi) // 2
        if {lower_key}:
            hi = half
        else:
            lo = half + 1
    return lo
'''

_space = {"_as_index": _as_index, "__name__": __name__}
for _name, _lower, _doc in (
        ("bisect_left", "not ({} < x)", "before items equal to x"),
        ("bisect_right", "x < {}", "after items equal to x")):
    # As this file's code, which tracebacks leave out (CPython's bisect is C).
    exec(compile(_SEARCH.format(name=_name, lower=_lower.format("a[half]"),
                                lower_key=_lower.format("key(a[half])")), "bisect.py", "exec"),
         _space)
    _space[_name].__module__ = __name__
    _space[_name].__doc__ = "Insertion point for x in sorted a[lo:hi], %s." % _doc
bisect_left = _space["bisect_left"]
bisect_right = _space["bisect_right"]
del _name, _lower, _doc


def insort_left(a, x, lo=0, hi=None, *, key=None):
    """Insert x into sorted a, before items equal to it."""
    # The position first (a TypeError for a non-sequence), then a.insert.
    i = bisect_left(a, x if key is None else key(x), lo, hi, key=key)
    a.insert(i, x)


def insort_right(a, x, lo=0, hi=None, *, key=None):
    """Insert x into sorted a, after items equal to it."""
    # The position first (a TypeError for a non-sequence), then a.insert.
    i = bisect_right(a, x if key is None else key(x), lo, hi, key=key)
    a.insert(i, x)


bisect = bisect_right
insort = insort_right
