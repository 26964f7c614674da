import bisect, calendar
from dataclasses import dataclass
breakpoints = [0, 18.5, 25, 30]
labels = ['under', 'normal', 'over', 'obese']
print([labels[bisect.bisect_right(breakpoints, bmi) - 1] for bmi in (17, 18.5, 22, 25, 29.9, 35)])
@dataclass
class Ev:
    t: int
    name: str
evs = []
for t, n in [(5, 'e'), (1, 'a'), (3, 'c'), (3, 'c2'), (9, 'z')]:
    bisect.insort_right(evs, Ev(t, n), key=lambda e: e.t)
print([e.name for e in evs])
i = bisect.bisect_left(evs, 3, key=lambda e: e.t); j = bisect.bisect_right(evs, 3, key=lambda e: e.t); print(i, j, [e.name for e in evs[i:j]])
def index(a, x):
    i = bisect.bisect_left(a, x)
    if i != len(a) and a[i] == x:
        return i
    raise ValueError(f'{x} not found')
a = [1, 3, 3, 5, 8]
print(index(a, 3), bisect.bisect(a, 4), bisect.bisect_left(a, 100), bisect.bisect_right(a, -1), bisect.bisect_left(a, 3, lo=2), bisect.bisect_left(a, 8, hi=3))
try:
    index(a, 4)
except ValueError as e:
    print('ValueError', e)
s = []
for x in [5, 1, 4, 1, 5, 9, 2, 6]:
    bisect.insort(s, x)
print(s, bisect.bisect([], 1), bisect.bisect(['b', 'd'], 'c'), bisect.bisect_left([(1, 'a'), (2, 'b')], (2,)))
try:
    bisect.insort([1], 'a')
except TypeError as e:
    print('TypeError', e)
print(calendar.monthrange(2023, 2), calendar.monthrange(2024, 2), calendar.monthrange(1900, 2), calendar.weekday(2000, 1, 1), calendar.isleap(2100))
tc = calendar.TextCalendar(firstweekday=6)
print(tc.formatmonth(2024, 9))
print(tc.formatweekheader(3), '|', tc.formatmonthname(2024, 9, 20), '|', calendar.TextCalendar().formatweekday(2, 5))
print(calendar.Calendar(firstweekday=0).monthdatescalendar(2024, 2)[0], len(calendar.Calendar().yeardayscalendar(2024)))
print([list(w) for w in calendar.Calendar(6).monthdayscalendar(2024, 6)][:2])
print(calendar.prcal if False else '', calendar.month_name[0] == '', list(calendar.month_abbr)[1:4], calendar.day_abbr[6], calendar.day_name[-1])
cal = calendar.TextCalendar()
print(cal.formatyear(2023, 2, 1, 1, 4)[:300])
print(calendar.HTMLCalendar().formatmonth(2024, 1).splitlines()[:3])
print(calendar.Calendar().itermonthdays3(2024, 1).__next__(), list(calendar.Calendar().itermonthdays4(2024, 1))[0])
