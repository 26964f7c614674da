from dataclasses import dataclass, field
from datetime import date, timedelta
from collections import defaultdict
from enum import Enum

class Genre(Enum):
    FICTION = "fiction"
    SCIENCE = "science"
    HISTORY = "history"

@dataclass(frozen=True, order=True)
class Book:
    isbn: str
    title: str = field(compare=False)
    author: str = field(compare=False)
    genre: Genre = field(compare=False, default=Genre.FICTION)

@dataclass
class Member:
    name: str
    limit: int = 2
    loans: dict = field(default_factory=dict)
    fines: float = 0.0

class LibraryError(Exception):
    pass

class Library:
    DAILY_FINE = 0.25
    def __init__(self, today):
        self.today = today
        self.copies = defaultdict(int)
        self.books = {}
        self.members = {}
        self.waitlist = defaultdict(list)
    def add(self, book, n=1):
        self.books[book.isbn] = book
        self.copies[book.isbn] += n
    def join(self, name, **kw):
        self.members[name] = Member(name, **kw)
    def lend(self, name, isbn, days=14):
        m = self.members[name]
        if m.fines > 1:
            raise LibraryError(f"{name} owes {m.fines:.2f}")
        if len(m.loans) >= m.limit:
            raise LibraryError(f"{name} reached limit {m.limit}")
        if self.copies[isbn] == 0:
            self.waitlist[isbn].append(name)
            raise LibraryError(f"no copy of {self.books[isbn].title!r}; {name} waitlisted #{len(self.waitlist[isbn])}")
        self.copies[isbn] -= 1
        m.loans[isbn] = self.today + timedelta(days=days)
        return m.loans[isbn]
    def give_back(self, name, isbn):
        m = self.members[name]
        due = m.loans.pop(isbn)
        late = max(0, (self.today - due).days)
        m.fines += late * self.DAILY_FINE
        self.copies[isbn] += 1
        if self.waitlist[isbn]:
            nxt = self.waitlist[isbn].pop(0)
            return late, f"notify {nxt}"
        return late, None
    def advance(self, days):
        self.today += timedelta(days=days)
    def report(self):
        for isbn in sorted(self.books):
            b = self.books[isbn]
            print(f"  {isbn} {b.title[:18]:<18} {b.genre.value:<8} avail={self.copies[isbn]} wait={self.waitlist[isbn]}")
        for m in sorted(self.members.values(), key=lambda m: m.name):
            print(f"  {m.name:<5} loans={sorted(m.loans)} fines={m.fines:.2f}")

lib = Library(date(2024, 3, 1))
lib.add(Book("111", "Dune", "Herbert"), 1)
lib.add(Book("222", "Cosmos", "Sagan", Genre.SCIENCE), 2)
lib.add(Book("333", "SPQR", "Beard", Genre.HISTORY), 1)
lib.join("ann"); lib.join("bob", limit=1); lib.join("cy")
actions = [("lend", "ann", "111"), ("lend", "bob", "111"), ("lend", "bob", "222"), ("lend", "bob", "333"),
           ("advance", 20), ("return", "ann", "111"), ("lend", "ann", "222"), ("advance", 3), ("return", "bob", "222"),
           ("lend", "bob", "333"), ("lend", "cy", "333")]
for act in actions:
    try:
        if act[0] == "lend":
            print(act, "->", lib.lend(act[1], act[2]))
        elif act[0] == "return":
            print(act, "->", lib.give_back(act[1], act[2]))
        else:
            lib.advance(act[1])
            print("today", lib.today)
    except LibraryError as e:
        print(act, "!!", e)
lib.report()
print(sorted(lib.books.values())[0].title, Book("1", "a", "b") == Book("1", "zz", "yy"), len({Book("1", "a", "b"), Book("1", "c", "d")}))
