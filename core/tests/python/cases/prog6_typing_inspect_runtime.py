import typing, inspect, dataclasses, functools
from typing import Annotated, ClassVar, Final, get_origin, get_args, Callable, Iterator, overload, cast, Any, TYPE_CHECKING, NewType
UserId = NewType("UserId", int)
print(UserId(5), UserId, get_origin(list[int]), get_args(dict[str, int]), get_origin(Annotated[int, "m"]), get_args(Annotated[int, "m"]))
print(get_args(typing.Optional[int]), get_origin(typing.Union[int, str]), get_origin(int | str), get_args(Callable[[int, str], bool]), typing.Callable[..., int])
@dataclasses.dataclass
class Cfg:
    count: ClassVar[int] = 0
    name: str = "x"
    rate: Annotated[float, "per sec"] = 1.0
print([f.name for f in dataclasses.fields(Cfg)], Cfg.count)
def f(a: int, b: "str" = "x", *args: float, c: list[int] | None = None, **kw: Any) -> Iterator[int]: ...
print(typing.get_type_hints(f))
print(f.__annotations__)
print(typing.get_type_hints(Cfg, include_extras=True))
sig = inspect.signature(f)
for name, p in sig.parameters.items(): print(name, p.kind.name, p.default is inspect.Parameter.empty, p.annotation)
print(sig.return_annotation, str(sig))
b = sig.bind(1, "y", 2.0, c=None, z=3); b.apply_defaults(); print(b.arguments, b.args, b.kwargs)
try: sig.bind()
except TypeError as e: print(e)
@overload
def g(x: int) -> int: ...
@overload
def g(x: str) -> str: ...
def g(x): return x
print(g(1), cast(int, "s"), TYPE_CHECKING)
T = typing.TypeVar("T", bound=int); print(T, T.__bound__, typing.TypeVar("S", int, str).__constraints__)
class Tree(typing.Generic[T]):
    def __init__(self, v: T, kids: "list[Tree[T]]" = None): self.v = v; self.kids = kids or []
print(Tree[int].__origin__ is Tree, Tree.__parameters__, typing.get_type_hints(Tree.__init__))
print(inspect.isfunction(f), inspect.ismethod(Tree(1).__init__), inspect.isclass(Tree), inspect.isgeneratorfunction(lambda: (yield)), inspect.getmembers(Cfg, lambda m: isinstance(m, str)))
def outer():
    """Doc here.

        Indented more.
    """
print(inspect.getdoc(outer), inspect.cleandoc("  a\n    b"))
print(repr(typing.List[int]), repr(typing.Dict[str, typing.Tuple[int, ...]]), typing.Optional[typing.List[str]], typing.Sequence[int])
print(isinstance([], typing.List), issubclass(list, typing.Sequence), isinstance({}, typing.Mapping))
