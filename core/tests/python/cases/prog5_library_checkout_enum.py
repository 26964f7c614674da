# library checkout system: dataclasses with ordering, enum states, errors
from dataclasses import dataclass, field, replace, asdict
from enum import Enum, auto
import datetime as dt

class State(Enum):
    AVAILABLE = auto()
    ON_LOAN = auto()
    LOST = auto()

    def __str__(self):
        return self.name.replace("_", " ").title()

@dataclass(order=True)
class Book:
    isbn: str
    title: str = field(compare=False)
    state: State = field(default=State.AVAILABLE, compare=False)
    history: list = field(default_factory=list, compare=False, repr=False)

class LibraryError(Exception):
    pass

class NotAvailable(LibraryError):
    def __init__(self, book):
        super().__init__(f"{book.title!r} is {book.state}")
        self.book = book

class Library:
    def __init__(self):
        self.books = {}
    def add(self, *books):
        for b in books:
            if b.isbn in self.books:
                raise LibraryError(f"duplicate isbn {b.isbn}")
            self.books[b.isbn] = b
    def lend(self, isbn, who, when):
        b = self.books[isbn]
        if b.state is not State.AVAILABLE:
            raise NotAvailable(b)
        b.state = State.ON_LOAN
        b.history.append((who, when))
        return when + dt.timedelta(days=14)
    def give_back(self, isbn):
        b = self.books[isbn]
        b.state = State.AVAILABLE

lib = Library()
lib.add(Book("978-3", "Dune"), Book("978-1", "Emma"), Book("978-2", "Ulysses"))
try:
    lib.add(Book("978-1", "Other"))
except LibraryError as e:
    print("error:", e)
start = dt.date(2024, 2, 20)
due = lib.lend("978-1", "ann", start)
print("due", due, due.strftime("%a %d %b"), due.isoformat(), due.weekday())
try:
    lib.lend("978-1", "bob", start)
except NotAvailable as e:
    print(type(e).__name__, e, e.book.isbn, isinstance(e, LibraryError))
lib.give_back("978-1")
print(lib.lend("978-1", "bob", dt.date(2024, 12, 25)))
for b in sorted(lib.books.values()):
    print(b)
b = lib.books["978-1"]
print(b.history)
c = replace(b, title="Emma (2nd)")
print(c, c.history is b.history)
print(asdict(lib.books["978-3"]))
print(Book("a", "x") < Book("b", "y"), Book("a", "x") == Book("a", "z"))
print([str(s) for s in State], State["LOST"], State(2), repr(State.LOST))
print(f"{State.ON_LOAN}", f"{State.ON_LOAN!r}", format(State.LOST, ">8") + "|")
