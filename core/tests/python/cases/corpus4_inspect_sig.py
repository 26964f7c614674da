import inspect
def f(a, b: int = 2, *args, c, d="x", **kw) -> str:
    """Docstring
    spanning lines."""
    return ""
sig = inspect.signature(f)
print(sig, sig.return_annotation, list(sig.parameters))
for name, p in sig.parameters.items():
    print(name, p.kind.name, p.default is inspect.Parameter.empty, p.annotation, str(p))
ba = sig.bind(1, 2, 3, c=4, z=5)
print(ba.arguments, ba.args, ba.kwargs)
ba2 = sig.bind_partial(1)
ba2.apply_defaults()
print(ba2.arguments)
try:
    sig.bind(1)
except TypeError as e:
    print("TypeError:", e)
def pos(x, y, /, z):
    pass
print(inspect.signature(pos), inspect.signature(lambda *a, **k: 0), inspect.signature(lambda: 0))
class C:
    def __init__(self, p, q=3):
        pass
    def meth(self, r):
        pass
    @classmethod
    def cm(cls, s):
        pass
    @staticmethod
    def sm(t):
        pass
print(inspect.signature(C), inspect.signature(C.meth), inspect.signature(C(1).meth), inspect.signature(C.cm), inspect.signature(C.sm))
print(inspect.getdoc(f), inspect.isfunction(f), inspect.ismethod(C(1).meth), inspect.isclass(C), inspect.isgeneratorfunction(f))
print(inspect.cleandoc("  first\n      second\n    third"), f.__doc__.splitlines()[1])
print([n for n, _ in inspect.getmembers(C, inspect.isfunction)], inspect.getmro(bool))
def deco(fn):
    import functools
    @functools.wraps(fn)
    def w(*a, **k):
        return fn(*a, **k)
    return w
@deco
def wrapped(u, v=1):
    pass
print(inspect.signature(wrapped), inspect.unwrap(wrapped) is not wrapped)
new = sig.replace(parameters=[inspect.Parameter("only", inspect.Parameter.POSITIONAL_OR_KEYWORD, default=0)], return_annotation=inspect.Signature.empty)
print(new, inspect.Parameter("k", inspect.Parameter.KEYWORD_ONLY, annotation=float))
def gen():
    yield
async def co():
    pass
print(inspect.isgeneratorfunction(gen), inspect.iscoroutinefunction(co), inspect.isbuiltin(len), inspect.isroutine(len), inspect.ismodule(inspect))
print(f.__name__, f.__qualname__, f.__defaults__, f.__kwdefaults__, f.__code__.co_argcount, f.__code__.co_kwonlyargcount, f.__code__.co_varnames[:4])
print(C.meth.__qualname__, C.cm.__func__.__qualname__ if hasattr(C.cm, "__func__") else "", f.__module__, len.__name__, len.__qualname__)
def outer():
    def inner():
        pass
    return inner
print(outer().__qualname__, (lambda: 0).__name__, (lambda: 0).__qualname__)
