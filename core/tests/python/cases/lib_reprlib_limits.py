import reprlib
r = reprlib.Repr()
r.maxlevel = 2
r.maxdict = 2
r.maxtuple = 2
r.maxother = 8
print(r.repr({"a": [1, [2, [3]]], "b": 2, "c": 3}), r.repr((1, 2, 3)), r.repr(frozenset({1})), r.repr(object)[:8])
print(reprlib.repr("short"), reprlib.repr(b"x" * 50), reprlib.repr(range(100)), reprlib.repr(10 ** 50))
class Big:
    def __repr__(self):
        return "Big(" + "x" * 40 + ")"
print(reprlib.repr(Big()), reprlib.repr([Big()]))
