from datetime import date, timedelta
from collections import defaultdict
class LibraryError(Exception): pass
class NotAvailable(LibraryError): pass
class LimitExceeded(LibraryError): pass
class Book:
    def __init__(self, isbn, title, author, copies=1):
        self.isbn, self.title, self.author, self.copies = isbn, title, author, copies
        self.out = 0
    @property
    def available(self):
        return self.copies - self.out
    def __repr__(self):
        return f"<{self.title} by {self.author} ({self.available}/{self.copies})>"
    def __eq__(self, other):
        return isinstance(other, Book) and self.isbn == other.isbn
    __hash__ = lambda self: hash(self.isbn)
class Member:
    LIMIT = 2
    def __init__(self, name):
        self.name = name
        self.loans = {}
    def __str__(self):
        return self.name
class Premium(Member):
    LIMIT = 4
class Library:
    FINE_PER_DAY = 0.25
    def __init__(self):
        self.books = {}
        self.members = {}
        self.ledger = defaultdict(float)
    def add(self, *books):
        for b in books:
            self.books.setdefault(b.isbn, b)
    def join(self, m):
        self.members[m.name] = m
        return m
    def checkout(self, name, isbn, today):
        m, b = self.members[name], self.books[isbn]
        if b.available <= 0:
            raise NotAvailable(f"{b.title!r} is not available")
        if len(m.loans) >= m.LIMIT:
            raise LimitExceeded(f"{m} already has {len(m.loans)} books (limit {m.LIMIT})")
        b.out += 1
        m.loans[isbn] = today + timedelta(days=14)
        return m.loans[isbn]
    def checkin(self, name, isbn, today):
        m = self.members[name]
        due = m.loans.pop(isbn)
        self.books[isbn].out -= 1
        late = (today - due).days
        if late > 0:
            self.ledger[name] += late * self.FINE_PER_DAY
        return max(late, 0)
    def search(self, text):
        t = text.casefold()
        return sorted((b for b in self.books.values() if t in b.title.casefold() or t in b.author.casefold()), key=lambda b: b.title)
lib = Library()
lib.add(Book("1", "Dune", "Herbert", 2), Book("2", "Emma", "Austen"), Book("3", "Persuasion", "Austen"), Book("4", "Ulysses", "Joyce"), Book("1", "dup", "x"))
ann, bob = lib.join(Member("ann")), lib.join(Premium("bob"))
d0 = date(2024, 3, 1)
ops = [("ann", "1"), ("ann", "2"), ("ann", "3"), ("bob", "2"), ("bob", "1"), ("bob", "1"), ("bob", "4")]
for who, isbn in ops:
    try:
        print(who, isbn, "due", lib.checkout(who, isbn, d0))
    except LibraryError as e:
        print(type(e).__name__ + ":", e)
print(lib.search("austen"), lib.search("U"))
print(lib.checkin("ann", "1", d0 + timedelta(days=20)), lib.checkin("bob", "4", d0 + timedelta(days=3)), lib.checkin("ann", "2", d0 + timedelta(days=15)))
print(dict(lib.ledger), {n: sorted(m.loans) for n, m in lib.members.items()})
print(sorted(lib.books.values(), key=lambda b: (-b.available, b.title)))
print(len(set(lib.books.values()) | {Book("1", "", "")}), Book("9", "a", "b") == "9", str(bob), isinstance(bob, Member))
report = "\n".join(f"{m.name:<5}{type(m).__name__:>8}{len(m.loans):>3}{lib.ledger[m.name]:>7.2f}" for m in lib.members.values())
print(report)
