from abc import ABC, abstractmethod
from dataclasses import dataclass, field, asdict, astuple, replace, InitVar
from datetime import date, timedelta
from enum import Enum, Flag, auto
from typing import NamedTuple, Optional


class Perm(Flag):
    BORROW = auto()
    RESERVE = auto()
    ADMIN = auto()
    STAFF = BORROW | RESERVE


class Genre(Enum):
    FICTION = "fic"
    SCIENCE = "sci"
    HISTORY = "his"

    def __str__(self):
        return self.name.capitalize()


class Isbn(NamedTuple):
    prefix: int
    body: str
    check: int = 0

    def __str__(self):
        return f"{self.prefix}-{self.body}-{self.check}"


@dataclass(order=True)
class Book:
    sort_key: tuple = field(init=False, repr=False)
    title: str
    author: str
    genre: Genre = Genre.FICTION
    isbn: Optional[Isbn] = None
    copies: int = 1
    tags: list = field(default_factory=list, compare=False)

    def __post_init__(self):
        self.sort_key = (self.author.split()[-1], self.title)


@dataclass
class Member:
    name: str
    perms: Perm = Perm.BORROW
    loans: dict = field(default_factory=dict)
    joined: InitVar[Optional[date]] = None

    def __post_init__(self, joined):
        self.since = joined or date(2020, 1, 1)


class LibraryError(Exception):
    pass


class Policy(ABC):
    @abstractmethod
    def loan_days(self, member): ...

    @abstractmethod
    def fine(self, days_late): ...

    def describe(self):
        return f"{type(self).__name__}: {self.loan_days(Member('x'))} days"


class Standard(Policy):
    def loan_days(self, member):
        return 28 if Perm.ADMIN in member.perms else 14

    def fine(self, days_late):
        return round(min(days_late * 0.25, 10.0), 2)


class Broken(Policy):
    def loan_days(self, member):
        return 7


class Library:
    def __init__(self, policy):
        self.policy = policy
        self.books = {}
        self.members = {}
        self.events = []

    def add(self, book):
        existing = self.books.get(book.title)
        if existing:
            self.books[book.title] = replace(existing, copies=existing.copies + book.copies)
        else:
            self.books[book.title] = book

    def lend(self, who, title, today):
        m = self.members[who]
        if Perm.BORROW not in m.perms:
            raise LibraryError(f"{who} may not borrow")
        try:
            b = self.books[title]
        except KeyError:
            raise LibraryError(f"no such book: {title!r}") from None
        if b.copies == 0:
            raise LibraryError(f"{title!r} is out")
        b.copies -= 1
        m.loans[title] = today + timedelta(days=self.policy.loan_days(m))
        self.events.append(("lend", who, title))

    def give_back(self, who, title, today):
        m = self.members[who]
        due = m.loans.pop(title)
        self.books[title].copies += 1
        late = (today - due).days
        fine = self.policy.fine(late) if late > 0 else 0
        self.events.append(("return", who, title, fine))
        return fine


lib = Library(Standard())
lib.add(Book("Dune", "Frank Herbert", isbn=Isbn(978, "0441172719", 9), tags=["classic"]))
lib.add(Book("Cosmos", "Carl Sagan", Genre.SCIENCE, copies=2))
lib.add(Book("SPQR", "Mary Beard", Genre.HISTORY))
lib.add(Book("Dune", "Frank Herbert", copies=2))
lib.add(Book("Contact", "Carl Sagan"))
for name, perms in [("ann", Perm.STAFF), ("bob", Perm.BORROW | Perm.ADMIN), ("cy", Perm.RESERVE)]:
    lib.members[name] = Member(name, perms, joined=date(2022, 5, 1) if name == "bob" else None)

t0 = date(2024, 3, 1)
for who, title in [("ann", "Dune"), ("bob", "Dune"), ("cy", "Cosmos"), ("ann", "Missing"), ("bob", "SPQR"), ("ann", "SPQR")]:
    try:
        lib.lend(who, title, t0)
        print(f"lent {title} to {who}")
    except LibraryError as e:
        print("refused:", e)
print(lib.give_back("ann", "Dune", t0 + timedelta(days=20)), lib.give_back("bob", "SPQR", t0 + timedelta(days=100)))
for b in sorted(lib.books.values()):
    print(b)
print(asdict(lib.books["Dune"])["isbn"], astuple(lib.books["SPQR"])[1:4], str(lib.books["Dune"].isbn))
print(lib.members["bob"], lib.members["bob"].since, lib.members["ann"].since)
print(Perm.STAFF, repr(Perm.BORROW | Perm.ADMIN), Perm.STAFF & Perm.RESERVE, bool(Perm.ADMIN & Perm.STAFF), ~Perm.ADMIN)
print(list(Perm), Perm(3), Perm.RESERVE in Perm.STAFF, str(Genre.SCIENCE), repr(Genre("his")), f"{Genre.FICTION}")
print(Isbn(1, "x"), Isbn(1, "x")._replace(check=5), Isbn._fields, Isbn(1, "2", 3)._asdict(), Isbn._field_defaults)
print(lib.events)
print(lib.policy.describe())
try:
    Broken()
except TypeError as e:
    print("TypeError:", e)
try:
    Genre("xyz")
except ValueError as e:
    print("ValueError:", e)
try:
    Book("a") < 3
except TypeError as e:
    print("TypeError:", e)
print(Book("A", "Z Y") < Book("B", "A Z"), Book("T", "Q", tags=[1]) == Book("T", "Q", tags=[2]))
