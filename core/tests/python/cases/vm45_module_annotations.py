x: int = 1
y: str
z: 'list[int]' = []
print(__annotations__)
print('y' in globals(), x)
import sys
print(sys.modules[__name__].__annotations__ is __annotations__)
class C:
    a: int = 2
    b: float
print(C.__annotations__)
def f():
    q: int = 5
    return q
print(f(), f.__annotations__)
def g(a: int, b: 'str' = 'x') -> bool: pass
print(g.__annotations__)
(w): int = 3
obj = C()
obj.attr: int = 4
print(__annotations__, obj.attr)
d = {}
d['k']: int = 5
print(d, sorted(__annotations__))
for i in range(2):
    m: float = i
print(__annotations__['m'])
ns = {}
exec('a: int = 1\nb: str\nif True:\n    c: float = 2.0\n', ns)
print(ns['__annotations__'], ns['a'])
ns2 = {}
exec('x = 1', ns2)
print('__annotations__' in ns2)
class K:
    if True:
        inner: int = 1
    try:
        t: str = 'a'
    except Exception:
        pass
print(K.__annotations__)
