# memoryview is a registered collections.abc.Sequence, as CPython's.
import collections.abc as c
print(issubclass(memoryview, c.Sequence), issubclass(memoryview, c.Reversible), issubclass(memoryview, c.MutableSequence), issubclass(memoryview, c.Collection))
