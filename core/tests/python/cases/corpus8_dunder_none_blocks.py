# Setting a protocol dunder to None blocks the protocol (iteration, reversed, hashing).
class NoIter:
    __iter__ = None
    def __getitem__(self, i): return i


try:
    iter(NoIter())
except TypeError as e:
    print(e)


class NoRev(list):
    __reversed__ = None


try:
    reversed(NoRev([1]))
except TypeError as e:
    print(e)


class NoHash:
    __hash__ = None


try:
    {NoHash(): 1}
except TypeError as e:
    print(e)
try:
    hash(NoHash())
except TypeError as e:
    print(e)


class EqOnly:
    def __eq__(self, o): return True


print(EqOnly.__hash__ is None)
try:
    hash(EqOnly())
except TypeError as e:
    print(e)


class EqHash(EqOnly):
    __hash__ = object.__hash__


print(type(hash(EqHash())).__name__, EqOnly() == 3, EqOnly() != 3)
