# list[int] and friends are types.GenericAlias, as CPython's.
import typing
T = typing.TypeVar("T")
print(list[int], dict[str, list[int]], tuple[()], tuple[int, ...], set[frozenset[str]])
print(type(list[int]), list[int].__origin__, dict[str, int].__args__)
print(list[int] == list[int], list[int] == list[str], hash(list[int]) == hash(list[int]))
print(list[int]("ab"), dict[str, int](a=1))
print(list[int] | None, int | dict[str, int], type(list[int] | None))
class Box:
    pass
print(list[Box], list[T], list[T].__parameters__, list[T][int], dict[str, T][float])
print(list.__class_getitem__(int), [].__class_getitem__(str))
def f(xs: list[int] | None = None) -> dict[str, list[int]]:
    return {"n": xs or []}
print(f([1]))
try:
    list[int][str]
except TypeError as e:
    print(e)
try:
    isinstance([], list[int])
except TypeError as e:
    print(e)
import types
print(types.GenericAlias, types.GenericAlias(list, (int,)), isinstance(dict[str, int], types.GenericAlias))
