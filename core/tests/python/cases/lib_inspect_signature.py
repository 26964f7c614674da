import inspect
from inspect import Parameter, Signature


def f0(): pass
def f1(a): pass
def f2(a, b=2): pass
def f3(a, b=2, *args, c, d=4, **kw): pass
def f4(*, k): pass
def f5(*args): pass
def f6(**kw): pass
def f7(a, /, b, *, c=None): pass
def f8(a, b, /): pass
def f9(x=None, y='s', z=(1, 2), w=[3]): pass
def f10(a: int, b: str = 'x', *c: float, d: list = None, **e: dict) -> bool: pass
lam = lambda x, y=1: x
# Set by hand so the case does not depend on the compiler keeping annotations.
f10.__annotations__ = {'a': int, 'b': str, 'c': float, 'd': list, 'e': dict, 'return': bool}


class A:
    def m(self, x, y=3): pass
    @staticmethod
    def s(p, q): pass
    @classmethod
    def c(cls, r): pass
    def __call__(self, z, *, w=0): pass


class B:
    def __init__(self, u, v=5): pass


class C:
    pass


for fn in [f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, lam, A.m, A().m, A.s, A.c, A(), B, C]:
    sig = inspect.signature(fn)
    print(sig, repr(sig))
    for p in sig.parameters.values():
        print("  ", p.name, p.kind, p.kind.description, repr(p),
              p.default is Parameter.empty, p.annotation is Parameter.empty)
    print("   return:", sig.return_annotation is Signature.empty)

print(inspect.signature(f10).parameters['a'].annotation)
print(inspect.signature(f10).return_annotation)
print(list(inspect.signature(f3).parameters))
print(int(Parameter.KEYWORD_ONLY), Parameter.VAR_KEYWORD > Parameter.KEYWORD_ONLY)
print(Parameter.empty, Signature.empty is Parameter.empty)

# Signatures built by hand
p1 = Parameter('x', Parameter.POSITIONAL_ONLY)
p2 = Parameter('y', Parameter.POSITIONAL_OR_KEYWORD, default=10)
p3 = Parameter('z', Parameter.KEYWORD_ONLY, annotation=int)
s = Signature([p1, p2, p3], return_annotation=str)
print(s)
print(s.replace(return_annotation=Signature.empty))
print(p2.replace(name='yy', default=11), p2 == Parameter('y', 1, default=10), p1 == p2)
print(s == inspect.signature(lambda x, /, y=10, *, z: 0).replace(
    parameters=[p1, p2, p3], return_annotation=str))
for bad in [lambda: Signature([p2, p1]),
            lambda: Signature([Parameter('a', 1, default=1), Parameter('b', 1)]),
            lambda: Signature([p1, p1]),
            lambda: Parameter('1x', 1),
            lambda: Parameter('x', 2, default=3),
            lambda: Parameter('x', 9),
            lambda: inspect.signature(3)]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

# A decorated function shows the wrapped signature
import functools
def deco(fn):
    @functools.wraps(fn)
    def wrapper(*a, **k):
        return fn(*a, **k)
    return wrapper

@deco
def g(a, b=1, *, c): pass
print(inspect.signature(g), inspect.signature(g, follow_wrapped=False))
print(inspect.unwrap(g) is g.__wrapped__)
print(inspect.signature(functools.partial(f3, 1)))
print(inspect.signature(functools.partial(f2, b=7)))

# Classes keep __init__'s return annotation; dataclasses show their generated __init__'s.
class R:
    def __init__(self, a, b=1) -> None:
        pass
R.__init__.__annotations__ = {'return': None}
print(inspect.signature(R))

import dataclasses


@dataclasses.dataclass
class D:
    x: int
    y: str = 'a'
    z: list = dataclasses.field(default_factory=list)
    w: int = dataclasses.field(default=0, init=False)
    _: dataclasses.KW_ONLY
    k: float = 1.5


print(inspect.signature(D), inspect.signature(D.__init__))
print(inspect.signature(D).bind(1, k=2.0))
