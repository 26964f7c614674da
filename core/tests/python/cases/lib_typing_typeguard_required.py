from typing import List, NotRequired, Required, TypedDict, TypeGuard, get_args, get_origin


def is_str_list(val: List[object]) -> TypeGuard[List[str]]:
    return all(isinstance(x, str) for x in val)


print(is_str_list(["a", "b"]), is_str_list([1, "a"]))
print(TypeGuard, TypeGuard[int], TypeGuard[List[str]], get_origin(TypeGuard[int]), get_args(TypeGuard[int]))
print(Required, Required[int], NotRequired[str], get_origin(Required[int]) is Required, get_args(NotRequired[int]))
print(TypeGuard[int] == TypeGuard[int], Required[int] == NotRequired[int])


class Movie(TypedDict, total=False):
    title: Required[str]
    year: int


class Album(TypedDict):
    name: str
    tracks: NotRequired[int]


m = Movie(title="Blade Runner")
a = Album(name="Kind of Blue")
print(m, a, type(m).__name__, Movie.__total__, Album.__total__)
print(Movie.__annotations__["title"], Album.__annotations__["tracks"])

for bad in ["TypeGuard[int, str]", "Required[int, str]", "NotRequired[()]", "TypeGuard()"]:
    try:
        print(eval(bad))
    except TypeError as e:
        print("TypeError:", e)
Required()
