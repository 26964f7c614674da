# `bytes` and `bytearray` are builtin types: isinstance and type tests over the values a program
# makes answer as CPython's.
values = [1, "a", 2.5, None, [1], (1,), {"k": 1}, True, b"a", bytearray(b"a")]
for v in values:
    print(repr(v), isinstance(v, bytes), isinstance(v, (bytes, bytearray)), isinstance(v, (int, bytes, str)))
print(bytes, bytearray)
print(type("a") is bytes, callable(bytes), type(b"a") is bytes, type(bytearray()) is bytearray)
