import inspect
import abc
import functools


def f(): pass
def gen(): yield 1
async def co(): pass


class A:
    """Class doc.

        Indented line.
    """
    x = 1
    def m(self):
        """  Method doc.
        second
          third
        """
    @property
    def p(self): return 2


class B(A):
    pass


class Abs(abc.ABC):
    @abc.abstractmethod
    def run(self): ...


class Conc(Abs):
    def run(self): return 1


import math
objs = [('f', f), ('gen', gen), ('gen()', gen()), ('co', co), ('len', len), ('[].append', [].append),
        ('A', A), ('A()', A()), ('A.m', A.m), ('A().m', A().m), ('math', inspect),
        ('lambda', lambda: 0), ('1', 1), ('Abs', Abs), ('Conc', Conc), ('int', int),
        ('partial', functools.partial(f))]
preds = ['isfunction', 'ismethod', 'isclass', 'ismodule', 'isgenerator', 'isgeneratorfunction',
         'iscoroutinefunction', 'isbuiltin', 'isroutine', 'isabstract']
for name, o in objs:
    print(name.ljust(10), ' '.join(p[2:] for p in preds if getattr(inspect, p)(o)))

print(inspect.getmro(B) == (B, A, object))
print(inspect.getdoc(A))
print(repr(inspect.getdoc(A.m)))
print(inspect.getdoc(B))
print(repr(inspect.cleandoc("\n\n   a\n     b\n   c\n\n")))
print(repr(inspect.cleandoc("first\n\tsecond\n    third")))
print(repr(inspect.cleandoc("")))


class M:
    a = 1
    b = 'two'
    def c(self): pass
    def _d(self): pass


members = [n for n, v in inspect.getmembers(M) if not n.startswith('__')]
print(members)
print([n for n, v in inspect.getmembers(M, inspect.isfunction)])
print([(n, v) for n, v in inspect.getmembers(M()) if isinstance(v, (int, str)) and not n.startswith('__')])


def w1(): pass
w2 = functools.wraps(w1)(lambda: 0)
w3 = functools.wraps(w2)(lambda: 0)
print(inspect.unwrap(w3) is w1, inspect.unwrap(w3, stop=lambda f: f is w2) is w2)
print(inspect.unwrap(f) is f)
print(gen.__name__, inspect.isgenerator(gen()), inspect.iscoroutine(co) )
c = co()
print(inspect.iscoroutine(c), inspect.isawaitable(c))
c.close()
