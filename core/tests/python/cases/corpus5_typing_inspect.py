from typing import List, Dict, Optional, Union, Tuple, Callable, TypeVar, Generic, Any, get_type_hints, get_origin, get_args, Literal, Protocol, runtime_checkable, NamedTuple, TypedDict, cast, overload
import inspect
T = TypeVar("T")
class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: List[T] = []
    def push(self, item: T) -> None:
        self.items.append(item)
    def pop(self) -> T:
        return self.items.pop()
s: Stack[int] = Stack()
s.push(1); s.push(2)
print(s.pop(), Stack[int], Stack.__parameters__, List[int], Dict[str, List[int]], Optional[int], Union[int, str], Tuple[int, ...])
def f(a: int, b: str = "x", *args: float, c: Optional[bool] = None, **kw: Any) -> Dict[str, int]:
    return {}
print(get_type_hints(f))
print(get_origin(List[int]), get_args(Dict[str, int]), get_origin(Optional[int]), get_args(Optional[int]), get_args(Callable[[int, str], bool]), get_origin(Literal["a"]))
sig = inspect.signature(f)
print(sig)
for name, par in sig.parameters.items():
    print(name, par.kind, par.default is inspect.Parameter.empty, par.annotation)
print(sig.return_annotation, str(inspect.signature(lambda x, /, y, *, z=3: 0)))
ba = sig.bind(1, "s", 2.0, c=True, extra=5)
print(ba.arguments, ba.args, ba.kwargs)
try:
    sig.bind()
except TypeError as e:
    print(e)
@runtime_checkable
class Closable(Protocol):
    def close(self) -> None: ...
class File:
    def close(self):
        pass
print(isinstance(File(), Closable), isinstance(1, Closable))
class Movie(TypedDict):
    title: str
    year: int
m: Movie = {"title": "x", "year": 1}
print(m, Movie.__annotations__ if hasattr(Movie, "__annotations__") else None, cast(int, "not really"))
class Pt(NamedTuple):
    x: int
    y: int = 0
print(Pt(1), Pt.__annotations__)
def documented(a, b=2):
    """Add things.

    More detail."""
    return a + b
print(inspect.getdoc(documented), inspect.isfunction(documented), inspect.ismethod(s.push), inspect.isclass(Stack), inspect.isgeneratorfunction(documented))
print(documented.__defaults__, documented.__code__.co_argcount, documented.__code__.co_varnames, documented.__name__, documented.__kwdefaults__)
print(f.__annotations__["return"], f.__kwdefaults__, inspect.getfullargspec(f).args, inspect.getfullargspec(f).varargs)
class K:
    def m(self): pass
    @classmethod
    def c(cls): pass
    @staticmethod
    def s(): pass
    @property
    def p(self): return 1
print([n for n, _ in inspect.getmembers(K) if not n.startswith("_")], inspect.ismethod(K().m), inspect.ismethod(K.c), isinstance(inspect.getattr_static(K, "s"), staticmethod))
def gen(): yield
print(inspect.isgeneratorfunction(gen), inspect.isgenerator(gen()), inspect.iscoroutinefunction(gen), callable(K.p))
