import weakref


class Res:
    pass


r = Res()
f = weakref.finalize(r, print, "finalized at exit")
print("alive", f.alive)
