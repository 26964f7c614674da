def show(f):
    try:
        f()
    except RecursionError as e:
        print(type(e).__name__ + ":", e)

nested = []
for _ in range(100000):
    nested = [nested]
show(lambda: repr(nested))
show(lambda: nested == nested[0])
d = {}
for _ in range(100000):
    d = {"k": d}
show(lambda: str(d))
class Loop:
    def __eq__(self, other):
        return self == other
show(lambda: Loop() == Loop())
