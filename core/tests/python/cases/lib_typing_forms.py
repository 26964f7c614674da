# typing's special forms and generic aliases: subscription, repr, equality, errors.
import typing
from typing import (Any, Optional, Union, List, Dict, Tuple, Set, FrozenSet, Callable, Iterable,
                    Iterator, Generator, Sequence, Mapping, MutableMapping, Type, ClassVar,
                    Final, Literal, Annotated, get_origin, get_args, TYPE_CHECKING, cast)

print(Any, Optional, Union, List, Dict, Tuple, Callable, ClassVar, Final, Literal)
print(Optional[int], Optional[str], Union[int, str], Union[int, None], Union[None, int])
print(Union[int], Union[int, int], Union[int, Union[str, float]], Union[int, str, None])
print(Optional[Optional[int]], Optional[Union[int, str]])
print(List[int], Dict[str, int], Set[float], FrozenSet[str], Type[int])
print(Tuple[int, ...], Tuple[()], Tuple[int, str, float], Tuple[int])
print(Callable[[int, str], bool], Callable[..., int], Callable[[], None])
print(Iterable[int], Iterator[str], Generator[int, None, None], Sequence[int])
print(Mapping[str, int], MutableMapping[str, List[int]], Dict[str, Optional[int]])
print(ClassVar[int], Final[str], Literal[1, "a", None, True], Literal["x"])
print(Annotated[int, "meta", 3], List[Dict[str, Tuple[int, ...]]])
print(typing.Deque[int], typing.DefaultDict[str, int], typing.Counter[str])
print(Optional[int] == Union[int, None], Union[int, str] == Union[str, int])
print(List[int] == List[int], List[int] == List[str], Dict[str, int] == Dict[str, int])
print(hash(List[int]) == hash(List[int]), len({Optional[int], Union[None, int]}))
print(get_origin(List[int]), get_origin(Dict[str, int]), get_origin(Optional[int]), get_origin(int))
print(get_origin(Tuple[int, ...]), get_origin(Literal[1]))
print(get_args(Dict[str, int]), get_args(Optional[int]), get_args(Callable[[int], str]))
print(get_args(Callable[..., str]), get_args(int), get_args(Tuple[()]), get_args(Literal[1, 2]))
print(get_args(Annotated[int, "m"]), get_args(List))
print(TYPE_CHECKING, cast(int, "seven"), cast("List[int]", [1]))
print(List[int].__origin__, Dict[str, int].__args__, Optional[int].__args__)
print(typing.Text, typing.NoReturn, typing.Never, typing.Self)


def attempt(label, f):
    try:
        print(label, f())
    except TypeError as e:
        print(label, "TypeError:", e)


attempt("List[int, str]", lambda: List[int, str])
attempt("Dict[int]", lambda: Dict[int])
attempt("Union[()]", lambda: Union[()])
attempt("Any()", lambda: Any())
attempt("Union()", lambda: Union())
attempt("Any[int]", lambda: Any[int])
attempt("List()", lambda: List())
attempt("List[int]()", lambda: List[int]())
attempt("Dict[str, int]()", lambda: Dict[str, int]())
attempt("Deque[int]([1])", lambda: typing.Deque[int]([1, 2]))
attempt("DefaultDict", lambda: typing.DefaultDict[str, list](list))
attempt("Callable[int, str]", lambda: Callable[int, str])
attempt("Callable[[int]]", lambda: Callable[[int]])
attempt("Optional[int, str]", lambda: Optional[int, str])
attempt("ClassVar[int, str]", lambda: ClassVar[int, str])
attempt("List[1]", lambda: List[1])
attempt("Union[1]", lambda: Union[1])
attempt("Tuple[1]", lambda: Tuple[1])
attempt("List[int][str]", lambda: List[int][str])
attempt("Optional[Optional]", lambda: Optional[Optional])
attempt("Union[int, 'str']", lambda: Union[int, "str"])
List[int, int]
