# __del__ runs once per object (PEP 442), even when it resurrects the object; objects inside
# containers are finalized as the container goes; a class given __del__ later counts too.
saved = []


class R:
    def __init__(self, n):
        self.n = n

    def __del__(self):
        print("finalize", self.n)
        if self.n == 1:
            saved.append(self)


r = R(1)
r = None
print("saved", len(saved), saved[0].n)
saved.clear()
print("cleared")
d = {"k": R(2), "j": [R(3), (R(4),)]}
del d["j"]
print("deleted j")
d = None
print("dict gone")


class Late:
    pass


Late.__del__ = lambda self: print("late del")
x = Late()
x = 0
total = 0
for i in range(2000):
    total += R(i + 10).n
print("loop", total)
