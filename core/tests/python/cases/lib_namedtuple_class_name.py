from collections import namedtuple
from typing import NamedTuple, TypedDict

Point = namedtuple("Point", "x y")
p = Point(1, 2)
print(Point, Point.__name__, type(p).__name__, p, Point.__qualname__)


class Emp(NamedTuple):
    name: str
    id: int = 3


print(Emp._fields, Emp._field_defaults, Emp("a"), Emp.__name__)

Movie = TypedDict("Movie", {"title": str, "year": int}, total=False)
print(Movie.__name__, Movie.__total__, Movie(title="x"))


class Film(TypedDict, total=False):
    title: str


class Book(TypedDict):
    pages: int


print(Film.__total__, Book.__total__, Film(title="y"))
