from abc import ABC, abstractmethod
from datetime import date, timedelta
from collections import defaultdict
import itertools


class LibraryError(Exception):
    """Base error."""


class NotAvailable(LibraryError):
    def __init__(self, item, due):
        super().__init__(f"{item.title!r} is out until {due:%b %d}")
        self.item = item


class LimitReached(LibraryError):
    pass


class Item(ABC):
    _ids = itertools.count(1)
    loan_days = 14
    daily_fine = 0.25

    def __init__(self, title, year):
        self.id = next(Item._ids)
        self.title = title
        self.year = year

    @property
    @abstractmethod
    def kind(self):
        ...

    def fine_for(self, days_late):
        return round(max(0, days_late) * self.daily_fine, 2)

    def __format__(self, spec):
        text = f"[{self.kind}#{self.id}] {self.title} ({self.year})"
        return format(text, spec)

    def __repr__(self):
        return f"{type(self).__name__}({self.title!r}, {self.year})"


class Book(Item):
    kind = "BK"

    def __init__(self, title, year, author, pages):
        super().__init__(title, year)
        self.author, self.pages = author, pages


class DVD(Item):
    kind = "DV"
    loan_days = 7
    daily_fine = 1.0

    def __init__(self, title, year, minutes):
        super().__init__(title, year)
        self.minutes = minutes


class ReferenceBook(Book):
    kind = "RF"
    loan_days = 0

    def fine_for(self, days_late):
        return 0.0


class Member:
    max_loans = 3

    def __init__(self, name):
        self.name = name
        self.loans = {}
        self.fines = 0.0

    def __str__(self):
        return f"{self.name} ({len(self.loans)} loans, fines ${self.fines:.2f})"


class Student(Member):
    max_loans = 2


class Library:
    def __init__(self, today):
        self.today = today
        self.catalog = {}
        self.members = {}
        self.history = defaultdict(list)

    def add(self, *items):
        for it in items:
            self.catalog[it.id] = it

    def join(self, member):
        self.members[member.name] = member
        return member

    def who_has(self, item):
        for m in self.members.values():
            if item.id in m.loans:
                return m, m.loans[item.id]
        return None, None

    def checkout(self, name, item_id):
        m, item = self.members[name], self.catalog[item_id]
        if item.loan_days == 0:
            raise LibraryError(f"{item.title!r} is reference only")
        holder, due = self.who_has(item)
        if holder:
            raise NotAvailable(item, due)
        if len(m.loans) >= m.max_loans:
            raise LimitReached(f"{m.name} already has {len(m.loans)} items")
        if m.fines > 5:
            raise LibraryError(f"{m.name} owes ${m.fines:.2f}")
        due = self.today + timedelta(days=item.loan_days)
        m.loans[item.id] = due
        self.history[item.id].append(m.name)
        return due

    def checkin(self, name, item_id):
        m, item = self.members[name], self.catalog[item_id]
        due = m.loans.pop(item_id)
        late = (self.today - due).days
        fine = item.fine_for(late)
        m.fines += fine
        return late, fine

    def advance(self, days):
        self.today += timedelta(days=days)

    def overdue(self):
        out = []
        for m in sorted(self.members.values(), key=lambda m: m.name):
            for iid, due in sorted(m.loans.items()):
                if due < self.today:
                    out.append((m.name, self.catalog[iid].title, (self.today - due).days))
        return out


lib = Library(date(2024, 5, 1))
lib.add(Book("Dune", 1965, "Herbert", 412), Book("Emma", 1815, "Austen", 474),
        DVD("Alien", 1979, 117), ReferenceBook("Atlas", 2020, "Various", 300), DVD("Heat", 1995, 170))
ann, bo = lib.join(Member("Ann")), lib.join(Student("Bo"))
for item in lib.catalog.values():
    print(f"{item:<40}|", repr(item), isinstance(item, Book))
actions = [("checkout", "Ann", 1), ("checkout", "Bo", 1), ("checkout", "Bo", 3), ("checkout", "Bo", 5),
           ("checkout", "Bo", 2), ("checkout", "Ann", 4), ("advance", 10), ("checkin", "Bo", 3),
           ("advance", 8), ("checkin", "Ann", 1), ("checkout", "Bo", 1), ("advance", 3), ("checkin", "Bo", 5),
           ("checkout", "Bo", 2)]
for act, *args in actions:
    try:
        if act == "advance":
            lib.advance(*args)
            print(f"-- {lib.today:%Y-%m-%d} overdue: {lib.overdue()}")
            continue
        result = getattr(lib, act)(*args)
        print(act, args, "->", result)
    except LibraryError as e:
        print(act, args, "!!", type(e).__name__, e)
for m in lib.members.values():
    print(m)
print(dict(lib.history), [c.__name__ for c in ReferenceBook.__mro__])
try:
    Item("x", 1)
except TypeError as e:
    print(e)
print(issubclass(NotAvailable, LibraryError), LibraryError.__doc__, Student.max_loans, Member.max_loans)
