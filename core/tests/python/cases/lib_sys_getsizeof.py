# sys.getsizeof of the values whose size CPython 3.11's 64-bit layout fixes.
import sys
for v in [0, 1, 2**30-1, 2**30, 2**60, -5, -2**64, 2**100, True, False, None, 1.5, 1j, '', 'a', 'abc', 'é', 'éa', '€x', '😀', b'', b'ab', (), (1,), (1,2,3), range(3), ..., NotImplemented, frozenset(), set(), {1, 2, 3, 4}, [], {}]:
    print(repr(v)[:10], sys.getsizeof(v))
