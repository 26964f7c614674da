import typing
from typing import Union, Optional, List, Dict, Callable, Tuple, Type, Any, TypeVar, Generic
T = TypeVar('T')
print(Union[int, List[int], int], Union[List[int], List[int]], Union[int, Union[str, int]].__args__, Union[int, None, str], Optional[Optional[int]], Union[None, int])
print(Union[int, Any], Union[Any, int] == Union[int, Any], Union[bool, int], Union[int, bool].__args__, Union[type(None), None])
print(List[Union[int, str]], Dict[str, Callable[[int], List[T]]], Dict[str, Callable[[int], List[T]]][float], Callable[[T], T][int], Tuple[T, ...][str])
print(Type[int], Type[Union[int, str]], Type[Any], typing.Type[T][int])
print(List[int].__args__, List[int].__origin__, List[int].__parameters__, List[T].__parameters__, Dict[T, List[T]].__parameters__)
try:
    List[int][str]
except TypeError as e:
    print('TypeError', e)
try:
    Dict[int]
except TypeError as e:
    print('TypeError', e)
try:
    Union[int, 3]
except TypeError as e:
    print('TypeError', e)
try:
    List[3]
except TypeError as e:
    print('TypeError', e)
print(list[int], dict[str, list[int]], tuple[int, ...], list[int][0] if False else '', type(list[int]).__name__, list[int].__origin__, dict[str, int].__args__, list[T][int])
print(isinstance([], list[int].__origin__), list[int]() == [], issubclass(list, typing.List), typing.List[int] == list[int], repr(typing.List[int]), repr(list[int]))
try:
    isinstance([], list[int])
except TypeError as e:
    print('TypeError', e)
print(Union[int, str] | None, Optional[int] | str, int | List[str], List[int] | Dict[str, int])
