from dataclasses import dataclass, field
from datetime import date, timedelta
from collections import defaultdict
from enum import Enum
import itertools


class Status(Enum):
    AVAILABLE = "available"
    LOANED = "on loan"
    LOST = "lost"


class LibraryError(Exception):
    pass


class NotAvailable(LibraryError):
    pass


class LimitReached(LibraryError):
    pass


_ids = itertools.count(1)


@dataclass
class Book:
    title: str
    author: str
    year: int
    isbn: str
    status: Status = Status.AVAILABLE
    id: int = field(default_factory=lambda: next(_ids))

    def __str__(self):
        return f"#{self.id} {self.title!r} by {self.author} ({self.year}) [{self.status.value}]"


@dataclass
class Member:
    name: str
    limit: int = 2
    loans: dict = field(default_factory=dict)
    fines: int = 0


class Library:
    FINE_PER_DAY = 25
    LOAN_DAYS = 14

    def __init__(self):
        self.books = {}
        self.members = {}
        self.by_author = defaultdict(list)
        self.history = []

    def add(self, *books):
        for b in books:
            self.books[b.id] = b
            self.by_author[b.author].append(b.id)

    def join(self, name, **kw):
        self.members[name] = Member(name, **kw)
        return self.members[name]

    def lend(self, book_id, name, today):
        book, member = self.books[book_id], self.members[name]
        if book.status is not Status.AVAILABLE:
            raise NotAvailable(f"{book.title!r} is {book.status.value}")
        if len(member.loans) >= member.limit:
            raise LimitReached(f"{name} already has {len(member.loans)} books")
        book.status = Status.LOANED
        member.loans[book_id] = today + timedelta(days=self.LOAN_DAYS)
        self.history.append(("lend", book_id, name, today))

    def give_back(self, book_id, name, today):
        member = self.members[name]
        due = member.loans.pop(book_id)
        late = max(0, (today - due).days)
        member.fines += late * self.FINE_PER_DAY
        self.books[book_id].status = Status.AVAILABLE
        self.history.append(("return", book_id, name, today))
        return late

    def search(self, text):
        text = text.lower()
        return [b for b in self.books.values() if text in b.title.lower() or text in b.author.lower()]

    def overdue(self, today):
        for m in self.members.values():
            for bid, due in sorted(m.loans.items()):
                if due < today:
                    yield m.name, self.books[bid].title, (today - due).days


lib = Library()
lib.add(Book("Dune", "Frank Herbert", 1965, "0441013597"),
        Book("Emma", "Jane Austen", 1815, "0141439580"),
        Book("Persuasion", "Jane Austen", 1817, "0141439688"),
        Book("Neuromancer", "William Gibson", 1984, "0441569595"))
ann = lib.join("ann")
bob = lib.join("bob", limit=1)
d0 = date(2024, 3, 1)
lib.lend(1, "ann", d0)
lib.lend(2, "ann", d0 + timedelta(days=2))
for bid, who in [(3, "ann"), (1, "bob"), (4, "bob"), (3, "bob")]:
    try:
        lib.lend(bid, who, d0 + timedelta(days=3))
        print(f"lent {bid} to {who}")
    except LibraryError as e:
        print(f"{type(e).__name__}: {e}")
for b in lib.books.values():
    print(b)
today = d0 + timedelta(days=20)
print(list(lib.overdue(today)))
print("late days:", lib.give_back(1, "ann", today), "fines:", ann.fines)
print("late days:", lib.give_back(4, "bob", d0 + timedelta(days=10)), "fines:", bob.fines)
print([b.title for b in lib.search("austen")], [b.title for b in lib.search("NEURO")], lib.search("zzz"))
print({a: len(ids) for a, ids in sorted(lib.by_author.items())})
print(sorted(lib.books.values(), key=lambda b: b.year)[0].title, max(lib.books.values(), key=lambda b: len(b.title)).title)
for kind, group in itertools.groupby(sorted(lib.history, key=lambda h: h[0]), key=lambda h: h[0]):
    print(kind, [(bid, who, d.isoformat()) for _, bid, who, d in group])
print(Status("on loan"), Status.LOST.name, [s.value for s in Status])
