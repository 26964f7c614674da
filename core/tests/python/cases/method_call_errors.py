# Errors of method calls keep CPython's words.
class C:
    def inc(self, d):
        return d


c = C()
cases = [
    lambda: c.inc(),
    lambda: c.inc(1, 2),
    lambda: c.nope(),
    lambda: [].append(),
    lambda: [].nope(1),
    lambda: [1].index(5),
    lambda: {}.nope(),
    lambda: (1,).nope(),
    lambda: (None).nope(),
    lambda: (5).nope(),
]
for thunk in cases:
    try:
        thunk()
    except Exception as e:
        print(type(e).__name__, e)
c.v = 3
c.v()
