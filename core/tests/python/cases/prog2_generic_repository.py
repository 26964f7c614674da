"""A generic in-memory repository with TypeVar bounds, Protocols and Generic classes."""
from __future__ import annotations
from dataclasses import dataclass, field
from typing import Generic, TypeVar, Protocol, Iterator, Callable, runtime_checkable, ClassVar


@runtime_checkable
class HasId(Protocol):
    id: int


class Comparable(Protocol):
    def __lt__(self, other) -> bool: ...


T = TypeVar("T", bound=HasId)
K = TypeVar("K")


class NotFound(LookupError):
    pass


class Repository(Generic[T]):
    kind: ClassVar[str] = "repo"

    def __init__(self) -> None:
        self._rows: dict[int, T] = {}

    def add(self, row: T) -> T:
        if not isinstance(row, HasId):
            raise TypeError(f"{type(row).__name__} has no id")
        if row.id in self._rows:
            raise ValueError(f"duplicate id {row.id}")
        self._rows[row.id] = row
        return row

    def get(self, id: int) -> T:
        try:
            return self._rows[id]
        except KeyError:
            raise NotFound(f"{self.kind}: no row {id}") from None

    def where(self, pred: Callable[[T], bool]) -> Iterator[T]:
        return (r for r in self._rows.values() if pred(r))

    def order_by(self, key: Callable[[T], K], reverse: bool = False) -> list[T]:
        return sorted(self._rows.values(), key=key, reverse=reverse)

    def __len__(self) -> int:
        return len(self._rows)


@dataclass
class User:
    id: int
    name: str
    age: int


@dataclass
class Post:
    id: int
    author: int
    title: str
    tags: list[str] = field(default_factory=list)


class UserRepo(Repository[User]):
    kind = "users"

    def adults(self) -> list[str]:
        return [u.name for u in self.where(lambda u: u.age >= 18)]


users = UserRepo()
posts: Repository[Post] = Repository()
for u in [User(1, "ana", 34), User(2, "ben", 17), User(3, "cho", 22)]:
    users.add(u)
for p in [Post(10, 1, "Hello", ["intro"]), Post(11, 3, "Generics", ["python", "typing"]), Post(12, 1, "Again")]:
    posts.add(p)

print(len(users), len(posts), users.adults())
print([u.name for u in users.order_by(lambda u: u.age, reverse=True)])
for p in posts.order_by(lambda p: (p.author, p.title)):
    print(p.id, users.get(p.author).name, p.title, p.tags)

for action in [lambda: users.get(99), lambda: posts.get(0), lambda: users.add(User(1, "dup", 1)), lambda: users.add("nope")]:
    try:
        action()
    except (LookupError, ValueError, TypeError) as e:
        print(type(e).__name__, e)

print(UserRepo.__orig_bases__, Repository.__parameters__, T.__bound__, K.__name__)
print(isinstance(User(5, "x", 1), HasId), isinstance(3, HasId))
print(Repository[User], Repository[User].__origin__ is Repository, Repository[User].__args__)
print(Repository.add.__annotations__)
try:
    Repository[int, str]
except TypeError as e:
    print("TypeError", e)
try:
    isinstance(1, Comparable)
except TypeError as e:
    print("TypeError", e)


def first(xs: list[K]) -> K:
    return xs[0]


print(first([3, 2]), first("ab"), first.__annotations__)
