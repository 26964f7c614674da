# introspection, reprlib, operator helpers and a small asyncio run
import inspect, reprlib, operator, asyncio
def f(a, b: int = 2, *args, c, d="x", **kw) -> str: pass
sig = inspect.signature(f)
print(sig, list(sig.parameters), sig.parameters["b"].annotation, sig.return_annotation, sig.parameters["c"].kind)
print(sig.bind(1, c=3).arguments, inspect.signature(lambda x, /, y: 0))
ba = sig.bind_partial(1); ba.apply_defaults(); print(ba.arguments)
print(inspect.isfunction(f), inspect.isclass(int), inspect.isgeneratorfunction(f), inspect.getdoc(f))
class K:
    """Doc
       indented."""
    def m(self): pass
print(inspect.getdoc(K), [n for n, _ in inspect.getmembers(K, inspect.isfunction)])
print(reprlib.repr(list(range(100))), reprlib.repr("x" * 100), reprlib.repr({i: i for i in range(10)}))
r = reprlib.Repr(); r.maxlist = 3; print(r.repr(list(range(10))))
print(operator.attrgetter("real", "imag")(3 + 4j), operator.itemgetter(slice(1, 3))("abcd"), operator.methodcaller("split", ",", 1)("a,b,c"))
print(operator.add(1, 2), operator.concat([1], [2]), operator.contains("abc", "b"), operator.countOf([1, 1, 2], 1), operator.neg(3), operator.truth(0))
print(operator.attrgetter("__class__.__name__")(1), operator.iadd([1], [2]), operator.getitem({"a": 1}, "a"), operator.length_hint([1, 2]))
async def worker(name, n, q):
    for i in range(n):
        await asyncio.sleep(0)
        await q.put(f"{name}{i}")
    return name * 2
async def main():
    q = asyncio.Queue()
    res = await asyncio.gather(worker("a", 2, q), worker("b", 3, q))
    items = []
    while not q.empty():
        items.append(q.get_nowait())
    print(res, items)
    try:
        await asyncio.wait_for(asyncio.sleep(10), timeout=0.01)
    except asyncio.TimeoutError:
        print("timeout")
    async def agen():
        for i in range(3):
            yield i
    print([x async for x in agen()])
    t = asyncio.create_task(worker("c", 1, q))
    print(await t, t.done(), t.result())
asyncio.run(main())
print(inspect.signature(K.m), inspect.signature(K), inspect.signature(print) if False else "")
def deco(fn): 
    import functools
    @functools.wraps(fn)
    def w(*a, **k): return fn(*a, **k)
    return w
@deco
def g(x, y=1): pass
print(inspect.signature(g), inspect.getfullargspec(f).args, inspect.getfullargspec(f).kwonlyargs)
print(inspect.Parameter.KEYWORD_ONLY, str(inspect.Parameter("z", inspect.Parameter.POSITIONAL_OR_KEYWORD, default=3)))
