# __bool__ and __len__ results: truth testing, bad return values.
class Bl(int):
    def __bool__(self): return True


print(bool(Bl(0)), not Bl(0), [x for x in [Bl(0)] if x], any([Bl(0)]), all([Bl(0)]), Bl(0) or "or", list(filter(None, [Bl(0), 0])))


class Ln:
    def __len__(self): return 0


print(bool(Ln()), any([Ln()]), Ln() or "or")


class MyInt(int): pass


class IL:
    def __len__(self): return MyInt(4)


print(len(IL()), type(len(IL())).__name__)
for ret in [-1, 2**70, 2.0, "3"]:
    class Bad:
        def __len__(self, r=ret): return r
    try:
        print(len(Bad()))
    except (ValueError, OverflowError, TypeError) as e:
        print(type(e).__name__, e)


class BoolRet:
    def __bool__(self): return 1


try:
    bool(BoolRet())
except TypeError as e:
    print(e)


class Both:
    def __bool__(self): return True
    def __len__(self): return 0


print(bool(Both()), "yes" if Both() else "no")
