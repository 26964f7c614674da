# calendar + difflib: a room booking month view and config change review
import calendar, difflib
cal = calendar.TextCalendar(firstweekday=calendar.MONDAY)
print(cal.formatmonth(2024, 2))
print(calendar.month(2024, 3, w=3, l=1))
print(calendar.isleap(2024), calendar.leapdays(2000, 2025), calendar.monthrange(2024, 2), calendar.weekday(2024, 7, 4), calendar.day_name[0], calendar.month_abbr[12])
print(calendar.monthcalendar(2024, 9)[0], list(calendar.Calendar(6).iterweekdays()), calendar.timegm((2024, 1, 1, 0, 0, 0)))
bookings = {3: "A", 14: "B", 15: "B", 29: "C"}
for week in calendar.Calendar().monthdayscalendar(2024, 2):
    print(" ".join(f"{d:2d}{bookings.get(d, ' ')}" if d else "   " for d in week))
print([d for d in calendar.Calendar().itermonthdates(2024, 2)][0], len(list(calendar.Calendar().itermonthdays2(2024, 2))))
try:
    calendar.monthrange(2024, 13)
except calendar.IllegalMonthError as e:
    print("IllegalMonthError", e)
old = """[server]
host = 10.0.0.1
port = 8080
workers = 4
debug = false
[db]
url = postgres://db/prod
""".splitlines(keepends=True)
new = """[server]
host = 10.0.0.2
port = 8080
workers = 8
[db]
url = postgres://db/prod
pool = 20
""".splitlines(keepends=True)
print("".join(difflib.unified_diff(old, new, fromfile="a/app.ini", tofile="b/app.ini", n=1)), end="")
print("".join(difflib.context_diff(old[:3], new[:3], fromfile="old", tofile="new")), end="")
print("".join(difflib.ndiff(["one\n", "two\n", "three\n"], ["one\n", "tree\n", "emu\n"])), end="")
sm = difflib.SequenceMatcher(None, "private Thread currentThread;", "private volatile Thread currentThread;")
print(round(sm.ratio(), 4), sm.get_matching_blocks()[:2], [op for op in sm.get_opcodes() if op[0] != "equal"])
print(difflib.get_close_matches("appel", ["ape", "apple", "peach", "puppy"]), difflib.get_close_matches("wrkers", ["workers", "debug", "host"], n=1, cutoff=0.5))
sm2 = difflib.SequenceMatcher(lambda c: c == " ", "a b c d", "a x c d")
print(sm2.find_longest_match(0, 7, 0, 7), round(sm2.quick_ratio(), 3), round(sm2.real_quick_ratio(), 3))
d = difflib.Differ()
print(list(d.compare(["abcde\n"], ["abcdf\n"])))
print(list(difflib.unified_diff(["a"], ["b"], lineterm="")))
