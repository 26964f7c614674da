from dataclasses import dataclass, field
from datetime import date, timedelta
from collections import defaultdict

class LibraryError(Exception): pass
class NotAvailable(LibraryError): pass
class LimitReached(LibraryError): pass

@dataclass
class Book:
    isbn: str
    title: str
    author: str
    copies: int = 1
    out: int = 0
    @property
    def available(self):
        return self.copies - self.out
    def __str__(self):
        return f"{self.title!r} by {self.author} [{self.available}/{self.copies}]"

@dataclass
class Member:
    name: str
    limit: int = 2
    loans: dict = field(default_factory=dict)
    fines: float = 0.0

class Library:
    FINE_PER_DAY = 0.25
    def __init__(self, today):
        self.today = today
        self.books = {}
        self.members = {}
        self.history = defaultdict(list)
    def add(self, *books):
        for b in books:
            if b.isbn in self.books:
                self.books[b.isbn].copies += b.copies
            else:
                self.books[b.isbn] = b
    def join(self, name, **kw):
        self.members[name] = Member(name, **kw)
    def checkout(self, name, isbn, days=14):
        m, b = self.members[name], self.books[isbn]
        if b.available <= 0:
            raise NotAvailable(f"{b.title} is out")
        if len(m.loans) >= m.limit:
            raise LimitReached(f"{name} has {len(m.loans)} loans")
        b.out += 1
        m.loans[isbn] = self.today + timedelta(days=days)
        self.history[isbn].append(name)
        return m.loans[isbn]
    def checkin(self, name, isbn):
        m = self.members[name]
        due = m.loans.pop(isbn)
        self.books[isbn].out -= 1
        late = (self.today - due).days
        if late > 0:
            m.fines += late * self.FINE_PER_DAY
        return max(late, 0)
    def advance(self, days):
        self.today += timedelta(days=days)
    def overdue(self):
        return sorted((m.name, self.books[i].title, (self.today - d).days)
                      for m in self.members.values() for i, d in m.loans.items() if d < self.today)

lib = Library(date(2024, 2, 20))
lib.add(Book("111", "Dune", "Herbert", 2), Book("222", "Emma", "Austen"), Book("333", "Ulysses", "Joyce"), Book("111", "Dune", "Herbert"))
lib.join("ann"); lib.join("ben", limit=1); lib.join("cat", limit=3)
actions = [("ann", "111"), ("ben", "222"), ("ben", "333"), ("cat", "222"), ("cat", "111"), ("cat", "333"), ("ann", "333"), ("cat", "111")]
for who, isbn in actions:
    try:
        print(who, "due", lib.checkout(who, isbn, days=7 if isbn == "333" else 14))
    except LibraryError as e:
        print(who, type(e).__name__, e)
for b in lib.books.values():
    print(" ", b)
lib.advance(10)
print(lib.today, lib.overdue())
print("returned late by", lib.checkin("cat", "333"))
lib.advance(10)
print(lib.overdue())
for who, isbn in [("ann", "111"), ("ben", "222"), ("cat", "111")]:
    print(who, "late", lib.checkin(who, isbn))
print({m.name: (m.fines, sorted(m.loans)) for m in lib.members.values()})
print(dict(lib.history), lib.today.strftime("%A %d %B"), lib.today.isoformat())
print(sum(m.fines for m in lib.members.values()), f"{sum(m.fines for m in lib.members.values()):.2f}")
