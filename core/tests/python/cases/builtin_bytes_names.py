# `bytes` and `bytearray` are names the builtins have: isinstance and type tests over the values a
# program makes answer as CPython's (the playground makes no bytes objects; making one is a
# NotImplementedError naming it, tested in core/tests/language.rs).
values = [1, "a", 2.5, None, [1], (1,), {"k": 1}, True]
for v in values:
    print(repr(v), isinstance(v, bytes), isinstance(v, (bytes, bytearray)), isinstance(v, (int, bytes, str)))
print(bytes, bytearray)
print(type("a") is bytes, callable(bytes))
