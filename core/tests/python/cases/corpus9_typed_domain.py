from __future__ import annotations
import dataclasses
from dataclasses import dataclass, field, KW_ONLY
from enum import Enum, StrEnum, IntFlag, auto, unique
from typing import Generic, TypeVar, Protocol, runtime_checkable, Optional, ClassVar, get_type_hints
import functools

T = TypeVar("T")


class Status(StrEnum):
    DRAFT = auto()
    ACTIVE = auto()
    ARCHIVED = auto()


class Access(IntFlag):
    READ = 4
    WRITE = 2
    EXEC = 1


class Priority(Enum):
    LOW = 1
    MEDIUM = 2
    HIGH = 3
    URGENT = 3

    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            return cls.__members__.get(value.upper())
        return None


@runtime_checkable
class HasId(Protocol):
    id: int

    def label(self) -> str: ...


@dataclass(order=True, frozen=True, slots=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0

    @classmethod
    def parse(cls, s: str) -> Version:
        return cls(*map(int, s.split(".")))

    def __str__(self):
        return f"{self.major}.{self.minor}.{self.patch}"


@dataclass
class Task:
    id: int
    title: str
    _: KW_ONLY
    status: Status = Status.DRAFT
    priority: Priority = Priority.MEDIUM
    tags: list[str] = field(default_factory=list)
    owner: Optional[str] = None
    counter: ClassVar[int] = 0

    def label(self) -> str:
        return f"#{self.id} {self.title}"


@dataclass
class Page(Generic[T]):
    items: list[T]
    page: int = 1
    size: int = 2

    def window(self) -> list[T]:
        start = (self.page - 1) * self.size
        return self.items[start:start + self.size]


tasks = [
    Task(1, "Write spec", status=Status.ACTIVE, priority=Priority.HIGH, tags=["doc"]),
    Task(2, "Fix bug", priority=Priority("urgent"), owner="kim"),
    Task(3, "Refactor", tags=["code", "debt"]),
    Task(4, "Release", status=Status("archived"), priority=Priority(1)),
]
for t in sorted(tasks, key=lambda t: (-t.priority.value, t.id)):
    print(f"{t.label():<16} {t.status:<9} {t.priority.name:<7} {t.status.upper()} {','.join(t.tags) or '-'}")
print(Priority.URGENT is Priority.HIGH, list(Priority), Priority.__members__.keys() >= {"URGENT"}, Priority("nope") if False else "")
print(Status.ACTIVE == "active", f"{Status.DRAFT}", repr(Status.DRAFT), Status("draft").value, [str(s) for s in Status])
perm = Access.READ | Access.WRITE
print(perm, repr(perm), int(perm), Access.EXEC in perm, perm & ~Access.WRITE, format(perm, "03b"), Access(7), Access(0))
print([f.name for f in dataclasses.fields(Task)], Task.__match_args__, Task.counter)
print(dataclasses.asdict(tasks[1]))
print(dataclasses.replace(tasks[0], title="Rewrite spec", tags=[]))
print(isinstance(tasks[0], HasId), isinstance(Version(1), HasId), isinstance("x", HasId))
vs = sorted(Version.parse(s) for s in ["1.10.0", "1.2.3", "1.2", "0.9.12", "1.2.10"])
print([str(v) for v in vs], max(vs), Version(1, 2) < Version(1, 2, 1), hash(Version(1)) == hash(Version(1, 0, 0)))
try:
    vs[0].major = 5
except dataclasses.FrozenInstanceError as e:
    print("FrozenInstanceError:", e)
print(hasattr(vs[0], "__dict__"), Version.__slots__)
p = Page(tasks, page=2)
print([t.id for t in p.window()], Page[int]([1, 2, 3], 2, 2).window(), Page.__parameters__ if hasattr(Page, "__parameters__") else None)
print(get_type_hints(Version), Task.__annotations__["tags"])
try:
    Task(5, "x", Status.ACTIVE)
except TypeError as e:
    print("TypeError:", e)
try:
    Priority(9)
except ValueError as e:
    print("ValueError:", e)
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print("ValueError:", e)


@functools.singledispatch
def describe(obj) -> str:
    return f"object {obj!r}"


@describe.register
def _(obj: int) -> str:
    return f"int {obj:+d}"


@describe.register(list)
@describe.register(tuple)
def _(obj) -> str:
    return "seq[" + ", ".join(describe(x) for x in obj) + "]"


@describe.register
def _(obj: Task) -> str:
    return f"task {obj.label()}"


print(describe(5), describe(True), describe("s"), describe([1, (2.5, tasks[2])]), describe.dispatch(bool).__name__)
print(sorted(k.__name__ for k in describe.registry if k is not object))
