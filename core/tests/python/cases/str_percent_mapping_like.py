# `%` formatting with a non-tuple argument that has __getitem__: a mapping for the "not all
# arguments converted" check, as CPython's PyMapping_Check.
print(repr("hello" % []), repr("hi" % b"x"), repr("%s" % [1, 2]), repr("x" % range(3)))
class G:
    def __getitem__(self, k): return k
print(repr("plain" % G()))
for args in [(1,), 5, "s"]:
    try:
        print(repr("hello" % args))
    except TypeError as e:
        print(e)
