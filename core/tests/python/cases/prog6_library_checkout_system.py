# Library checkout: class hierarchy with abstract base, properties, custom exceptions with chaining.
from abc import ABC, abstractmethod
from collections import defaultdict
from functools import total_ordering
import itertools

class LibraryError(Exception):
    """Base for all library errors."""

class NotAvailable(LibraryError):
    def __init__(self, item, holder):
        super().__init__(f"{item.title!r} is checked out by {holder}")
        self.item = item

class LimitReached(LibraryError):
    pass

@total_ordering
class Item(ABC):
    _ids = itertools.count(100)
    loan_days = 14

    def __init__(self, title, year):
        self.id = next(Item._ids)
        self.title = title
        self.year = year

    @property
    @abstractmethod
    def kind(self): ...

    def late_fee(self, days_late):
        return max(0, days_late) * 0.25

    def __eq__(self, other):
        return isinstance(other, Item) and (self.title, self.year) == (other.title, other.year)

    def __lt__(self, other):
        if not isinstance(other, Item):
            return NotImplemented
        return (self.year, self.title) < (other.year, other.title)

    def __hash__(self):
        return hash((self.title, self.year))

    def __repr__(self):
        return f"{type(self).__name__}({self.title!r}, {self.year})"

class Book(Item):
    kind = "book"

class DVD(Item):
    kind = "dvd"
    loan_days = 7
    def late_fee(self, days_late):
        return min(super().late_fee(days_late) * 4, 20.0)

class ReferenceBook(Book):
    loan_days = 0
    @property
    def kind(self):
        return "reference"

class Library:
    MAX_LOANS = 2

    def __init__(self):
        self.catalog = {}
        self.loans = {}
        self.by_member = defaultdict(set)
        self.ledger = []

    def add(self, *items):
        for it in items:
            self.catalog[it.id] = it

    def checkout(self, member, item_id, day):
        try:
            item = self.catalog[item_id]
        except KeyError:
            raise LibraryError(f"no item with id {item_id}") from None
        if item.loan_days == 0:
            raise LibraryError(f"{item!r} cannot leave the building")
        if item_id in self.loans:
            raise NotAvailable(item, self.loans[item_id][0])
        if len(self.by_member[member]) >= self.MAX_LOANS:
            raise LimitReached(f"{member} already has {self.MAX_LOANS} items")
        self.loans[item_id] = (member, day + item.loan_days)
        self.by_member[member].add(item_id)
        return day + item.loan_days

    def checkin(self, item_id, day):
        member, due = self.loans.pop(item_id)
        self.by_member[member].discard(item_id)
        fee = self.catalog[item_id].late_fee(day - due)
        self.ledger.append((member, fee))
        return fee

lib = Library()
items = [Book("Dune", 1965), DVD("Alien", 1979), ReferenceBook("Atlas", 2001), Book("Emma", 1815), DVD("Heat", 1995)]
lib.add(*items)
ops = [("ann", 100, 1), ("bob", 100, 2), ("bob", 101, 2), ("bob", 102, 3), ("ann", 103, 4),
       ("ann", 104, 5), ("cy", 999, 5), ("bob", 104, 6)]
for member, iid, day in ops:
    try:
        due = lib.checkout(member, iid, day)
        print(f"day {day}: {member} took {lib.catalog[iid]!r}, due day {due}")
    except LimitReached as e:
        print(f"day {day}: limit: {e}")
    except LibraryError as e:
        print(f"day {day}: {type(e).__name__}: {e} (cause={e.__cause__!r}, ctx={e.__context__!r})")
for iid, day in [(100, 20), (101, 30), (103, 10)]:
    print(f"return {iid} on day {day}: fee {lib.checkin(iid, day):.2f}")
totals = defaultdict(float)
for m, fee in lib.ledger:
    totals[m] += fee
print(dict(totals), sorted(items), max(items), min(items, key=lambda i: i.loan_days))
print([i.kind for i in items], Book("Dune", 1965) == items[0], len(set(items) | {Book("Dune", 1965)}))
print(Book("X", 1) <= DVD("Y", 1), Book("X", 1) > ReferenceBook("A", 1), sorted(lib.by_member.items()))
try:
    Item("abstract", 0)
except TypeError as e:
    print(e)
