# Function __annotations__: evaluated at def time in CPython 3.11's order, an empty dict on demand,
# singledispatch registering by annotation, functools.wraps copying them.
from typing import Optional, List
def f(a: int, /, b: "str" = "x", *c: float, d: List[int], **e: dict) -> bool:
    return True
print(f.__annotations__)
def g(x, y=1): pass
print(g.__annotations__, g.__annotations__ is g.__annotations__)
g.__annotations__["x"] = int
print(g.__annotations__)
print((lambda x: x).__annotations__)
class C:
    def m(self, k: "C") -> "C": return self
    n: int = 3
print(C.m.__annotations__, C.__annotations__)
import functools
@functools.singledispatch
def show(x): return "object"
@show.register
def _(x: int): return "int"
@show.register
def _(x: str): return "str"
print(show(1), show("a"), show(2.0))
@functools.wraps(f)
def w(*a, **k): return f(*a, **k)
print(w.__annotations__ == f.__annotations__, w.__name__)
def h() -> None: pass
print(h.__annotations__)
