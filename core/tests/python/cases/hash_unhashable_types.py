# Unhashable values and classes raise CPython's TypeError.
for bad in ([1], {1: 2}, {1}, (1, [2])):
    try:
        {bad: 1}
    except TypeError as e:
        print("TypeError:", e)
    try:
        hash(bad)
    except TypeError as e:
        print("TypeError:", e)
try:
    [1] in {1, 2}
except TypeError as e:
    print("TypeError:", e)
try:
    {1: 2}.get([])
except TypeError as e:
    print("TypeError:", e)


class EqOnly:
    def __eq__(self, other):
        return True


print(EqOnly.__hash__)
try:
    {EqOnly()}
except TypeError as e:
    print("TypeError:", e)


class NoHash:
    __hash__ = None


try:
    hash(NoHash())
except TypeError as e:
    print("TypeError:", e)


class Both(EqOnly):
    def __hash__(self):
        return 3


print(hash(Both()), len({Both(), Both()}))


class BadHash:
    def __hash__(self):
        return 1.5


try:
    hash(BadHash())
except TypeError as e:
    print("TypeError:", e)
d = {}
d[BadHash()] = 1
