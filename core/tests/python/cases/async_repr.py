async def coro():
    pass

class K:
    async def meth(self):
        return 1

c = coro()
r = repr(c)
print(r.startswith("<coroutine object coro at 0x"), r.endswith(">"))
m = K().meth()
print(repr(m).startswith("<coroutine object K.meth at 0x"))
c.close()
m.close()
print(str(type(c)))
