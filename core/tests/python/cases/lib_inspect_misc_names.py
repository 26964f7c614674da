import inspect

print(inspect.GEN_CREATED, inspect.GEN_RUNNING, inspect.GEN_SUSPENDED, inspect.GEN_CLOSED)
print(inspect.CORO_CREATED, inspect.CORO_RUNNING, inspect.CORO_SUSPENDED, inspect.CORO_CLOSED)
print(inspect.getmodulename("/pkg/mod.py"), inspect.getmodulename("lib.so"), inspect.getmodulename("c.pyc"))
print(inspect.getmodulename("README"), inspect.getmodulename("x.py.txt"))


class Aw:
    def __await__(self):
        yield


async def co():
    return 1


def gen():
    yield 1


c = co()
print(inspect.isawaitable(c), inspect.isawaitable(Aw()), inspect.isawaitable(gen()), inspect.isawaitable(1))
c.close()
print(inspect.ismethoddescriptor(len), inspect.ismethoddescriptor(Aw), inspect.ismethoddescriptor(gen))
print(all(hasattr(inspect, n) for n in inspect.__all__) if hasattr(inspect, "__all__") else True)
inspect.getcallargs(gen, 1)
