# Built-in methods refuse extra positional arguments in CPython's words (each used to run with
# the extra one dropped: 'x'.join('a', 'b') gave 'a').
flagged = ['str.casefold', 'str.isalnum', 'str.isalpha', 'str.isascii', 'str.isdecimal', 'str.isdigit', 'str.isidentifier', 'str.islower', 'str.isnumeric', 'str.isprintable', 'str.isspace', 'str.istitle', 'str.isupper', 'str.join', 'str.partition', 'str.removeprefix', 'str.removesuffix', 'str.rpartition', 'str.splitlines', 'bytes.isalnum', 'bytes.isalpha', 'bytes.isascii', 'bytes.isdigit', 'bytes.islower', 'bytes.isspace', 'bytes.istitle', 'bytes.isupper', 'bytes.splitlines', 'bytearray.clear', 'bytearray.copy', 'bytearray.isalnum', 'bytearray.isalpha', 'bytearray.isascii', 'bytearray.isdigit', 'bytearray.islower', 'bytearray.isspace', 'bytearray.istitle', 'bytearray.isupper', 'bytearray.reverse', 'bytearray.splitlines', 'set.clear', 'set.copy', 'set.isdisjoint', 'set.issubset', 'set.issuperset', 'set.symmetric_difference', 'set.symmetric_difference_update', 'frozenset.copy', 'frozenset.isdisjoint', 'frozenset.issubset', 'frozenset.issuperset', 'frozenset.symmetric_difference', 'int.as_integer_ratio', 'int.bit_count', 'int.bit_length', 'float.as_integer_ratio', 'float.conjugate', 'float.hex', 'float.is_integer', 'range.count', 'complex.conjugate', 'bytes.fromhex', 'bytearray.fromhex', 'range.index']
objs = {"str": "a,b", "bytes": b"a,b", "bytearray": bytearray(b"ab"), "dict": {1: 2}, "set": {1}, "frozenset": frozenset({1}), "int": 5, "float": 2.5, "range": range(3), "complex": 1j}
for q in flagged:
    t, m = q.split(".")
    try:
        getattr(objs[t], m)(*range(2)); print(q, "OK")
    except TypeError as e:
        print(q, "|", e)

# Keywords are refused too, and the right count still works.
for call in [lambda: "ab".join(iterable=["x"]), lambda: {1}.issubset(other={1}), lambda: "a\nb".splitlines(True, False)]:
    try:
        call()
    except TypeError as e:
        print(e)
print(",".join("abc"), "a-b".partition("-"), {1}.isdisjoint({2}), (10).bit_length(), range(5).index(3), bytearray(b"ab").copy(), "A\nB".splitlines(keepends=True))

# A subclass's instance: the method is named by the built-in type it belongs to.
class MySet(set): pass
class FS(frozenset): pass
class B(bytes): pass
for f in [lambda: MySet({1}).issubset(1, 2), lambda: FS().copy(1), lambda: B(b"a").isalpha(1), lambda: MySet().clear(2)]:
    try: f()
    except TypeError as e: print(e)
