import time

# Days of the year, leap days and the weekday computed from the date.
for s, f in [("2020 366", "%Y %j"), ("2021 001", "%Y %j"), ("1900 60", "%Y %j"), ("2000 60", "%Y %j"),
             ("1900 366", "%Y %j"), ("29 Feb", "%d %b"), ("29 Feb 2024", "%d %b %Y"),
             ("31 12 1999", "%d %m %Y"), ("1 1 2000", "%d %m %Y"), ("Friday 2000", "%A %Y")]:
    t = time.strptime(s, f)
    print(s, "->", t.tm_year, t.tm_mon, t.tm_mday, t.tm_wday, t.tm_yday)
# A given weekday is kept even when the date says otherwise.
print(time.strptime("Mon 1 1 2000", "%a %d %m %Y").tm_wday)
for s, f in [("2023-02-29", "%Y-%m-%d"), ("31 Apr 2022", "%d %b %Y"), ("2023-01-01 junk", "%Y-%m-%d"),
             ("x", "%q"), ("x", "x%"), ("2023-13-01", "%Y-%m-%d"), ("1900 367", "%Y %j"),
             ("25:00", "%H:%M"), (" 2023", "%Y")]:
    try:
        time.strptime(s, f)
    except ValueError as e:
        print("ValueError:", e)
for args in (("1", 5), (5, "%d")):
    try:
        time.strptime(*args)
    except TypeError as e:
        print("TypeError:", e)
time.strptime("2023-02-30", "%Y-%m-%d")
