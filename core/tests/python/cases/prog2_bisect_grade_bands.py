"""Grade bands, tax brackets and a sorted event timeline using bisect (with key functions)."""
import bisect
from dataclasses import dataclass


def grade(score, breakpoints=(60, 70, 80, 90), grades="FDCBA"):
    return grades[bisect.bisect(breakpoints, score)]


print([grade(s) for s in [33, 59, 60, 69.9, 70, 85, 90, 100]])

BRACKETS = [(0, 0.10), (11_000, 0.12), (44_725, 0.22), (95_375, 0.24), (182_100, 0.32)]
LIMITS = [b[0] for b in BRACKETS]


def tax(income):
    if income < 0:
        raise ValueError("income cannot be negative")
    owed = 0.0
    top = bisect.bisect_right(LIMITS, income) - 1
    for i in range(top + 1):
        lo, rate = BRACKETS[i]
        hi = BRACKETS[i + 1][0] if i + 1 < len(BRACKETS) else float("inf")
        owed += (min(income, hi) - lo) * rate
    return round(owed, 2), BRACKETS[top][1]


for inc in [0, 10_000, 11_000, 50_000, 200_000]:
    print(inc, tax(inc))
try:
    tax(-1)
except ValueError as e:
    print("ValueError", e)


@dataclass
class Event:
    at: int
    name: str


timeline = []
for ev in [Event(30, "lunch"), Event(10, "standup"), Event(50, "review"), Event(30, "coffee"), Event(5, "email")]:
    bisect.insort(timeline, ev, key=lambda e: e.at)
print([(e.at, e.name) for e in timeline])


def between(tl, start, end):
    lo = bisect.bisect_left(tl, start, key=lambda e: e.at)
    hi = bisect.bisect_right(tl, end, key=lambda e: e.at)
    return [e.name for e in tl[lo:hi]]


print(between(timeline, 10, 30), between(timeline, 31, 49), between(timeline, 0, 100))
xs = [1, 2, 2, 2, 3, 5]
print(bisect.bisect_left(xs, 2), bisect.bisect_right(xs, 2), bisect.bisect(xs, 4), bisect.bisect_left(xs, 2, lo=2), bisect.bisect_right(xs, 2, 0, 2))
bisect.insort_left(xs, 2)
bisect.insort_right(xs, 4)
print(xs)


def index_of(a, x):
    i = bisect.bisect_left(a, x)
    if i != len(a) and a[i] == x:
        return i
    raise ValueError(f"{x!r} is not in list")


words = sorted(["kiwi", "apple", "fig", "banana", "cherry"])
print(words, index_of(words, "fig"))
try:
    index_of(words, "grape")
except ValueError as e:
    print("ValueError", e)
rev = [50, 40, 30, 20]
print(bisect.bisect_left(rev, -35, key=lambda v: -v))
for bad in [lambda: bisect.bisect([1, 2], 1, lo=-1), lambda: bisect.bisect([1, "a"], 0.5, lo=1), lambda: bisect.insort(None, 1)]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
