import inspect
def f(a, b: int = 2, *args, c, d: str = 'x', **kw) -> bool: pass
def g(x, /, y, *, z=None): pass
async def h(): pass
def gen(): yield 1
lam = lambda p, q=[1, 2]: None
for fn in [f, g, h, gen, lam, print, len]:
    try:
        print(fn.__name__, inspect.signature(fn))
    except ValueError as e:
        print(fn.__name__, 'ValueError', e)
sig = inspect.signature(f)
for name, p in sig.parameters.items():
    print(name, p.kind, p.kind.name, p.default is inspect.Parameter.empty, p.annotation, str(p), repr(p))
print(sig.return_annotation, repr(sig))
ba = sig.bind(1, 2, 3, c=4, e=5)
print(ba.arguments, ba.args, ba.kwargs)
ba.apply_defaults(); print(ba)
try:
    sig.bind(1)
except TypeError as e:
    print('TypeError', e)
try:
    inspect.signature(g).bind(x=1, y=2)
except TypeError as e:
    print('TypeError', e)
print(sig.replace(return_annotation=inspect.Signature.empty))
P = inspect.Parameter
s2 = inspect.Signature([P('a', P.POSITIONAL_ONLY), P('b', P.POSITIONAL_OR_KEYWORD, default=1), P('c', P.KEYWORD_ONLY, annotation=float)])
print(s2, s2.parameters['c'].replace(default=0.5))
class C:
    def m(self, x, y=1): pass
    @classmethod
    def cm(cls, a): pass
    @staticmethod
    def sm(b): pass
    def __init__(self, k, *, flag=False): pass
print(inspect.signature(C.m), inspect.signature(C(0).m), inspect.signature(C.cm), inspect.signature(C.sm), inspect.signature(C))
print(inspect.isfunction(f), inspect.ismethod(C(0).m), inspect.isclass(C), inspect.iscoroutinefunction(h), inspect.isgeneratorfunction(gen), inspect.isbuiltin(len), inspect.isroutine(len))
print(inspect.getfullargspec(f))
import functools
@functools.wraps(f)
def wrapper(*a, **k): pass
print(inspect.signature(wrapper), inspect.unwrap(wrapper) is f)
p = functools.partial(f, 1, c=3)
print(inspect.signature(p))
print([n for n, _ in inspect.getmembers(C, inspect.isfunction)])
print(inspect.getdoc(C), inspect.cleandoc('  a\n    b\n  c'))
def annotated(x: 'list[int]', y: 'int | None' = None) -> 'str': pass
print(inspect.signature(annotated), inspect.get_annotations(annotated))
print(str(inspect.signature(lambda *, k: 0)), str(inspect.signature(lambda *a, **k: 0)), str(inspect.signature(lambda: 0)))
