"""Bisection algorithms over sorted sequences (CPython's bisect)."""

__all__ = ["bisect", "bisect_left", "bisect_right", "insort", "insort_left", "insort_right"]


def _bounds(a, lo, hi):
    if lo < 0:
        raise ValueError("lo must be non-negative")
    if hi is None or hi == -1:
        # CPython's C version reads hi=-1 as "the end", like None.
        hi = len(a)
    return hi


def bisect_right(a, x, lo=0, hi=None, *, key=None):
    """Index where x goes in sorted a, after any entries equal to x."""
    hi = _bounds(a, lo, hi)
    if key is None:
        while lo < hi:
            mid = (lo + hi) // 2
            if x < a[mid]:
                hi = mid
            else:
                lo = mid + 1
    else:
        while lo < hi:
            mid = (lo + hi) // 2
            if x < key(a[mid]):
                hi = mid
            else:
                lo = mid + 1
    return lo


def bisect_left(a, x, lo=0, hi=None, *, key=None):
    """Index where x goes in sorted a, before any entries equal to x."""
    hi = _bounds(a, lo, hi)
    if key is None:
        while lo < hi:
            mid = (lo + hi) // 2
            if a[mid] < x:
                lo = mid + 1
            else:
                hi = mid
    else:
        while lo < hi:
            mid = (lo + hi) // 2
            if key(a[mid]) < x:
                lo = mid + 1
            else:
                hi = mid
    return lo


def insort_right(a, x, lo=0, hi=None, *, key=None):
    """Insert x into sorted a, after any entries equal to x."""
    if key is None:
        i = bisect_right(a, x, lo, hi)
    else:
        i = bisect_right(a, key(x), lo, hi, key=key)
    a.insert(i, x)


def insort_left(a, x, lo=0, hi=None, *, key=None):
    """Insert x into sorted a, before any entries equal to x."""
    if key is None:
        i = bisect_left(a, x, lo, hi)
    else:
        i = bisect_left(a, key(x), lo, hi, key=key)
    a.insert(i, x)


bisect = bisect_right
insort = insort_right
