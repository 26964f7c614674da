# strftime with glibc flags (%-d, %_H, %^a, %#p) and %r/%k/%l/%P/%g, as CPython on Linux
from datetime import datetime, date, time
d = datetime(2024, 3, 5, 7, 4, 9)
for f in ["%-d/%-m/%Y", "%_d|%_H|%-I:%M %p", "%^a %^B %^b", "%#a %#p %#B", "%r|%k|%l|%P|%g|%G|%V", "%e|%0e|%-j|%_j|%-y", "%-H:%-M:%-S", "%-%", "%Q %-Q", "%-p %-A", "%#Z%Z"]:
    print(repr(f), repr(d.strftime(f)), repr(date(2024, 12, 30).strftime(f)), repr(time(23, 0, 5).strftime(f)))
print(datetime(1, 1, 1).strftime("%Y %-Y %_Y %0Y %C %y"))
for y in [1, 9, 10, 99, 100, 950, 999, 1000, 2024]:
    print(y, repr(datetime(y, 1, 1).strftime('%C|%Y|%G|%g|%y|%0C|%_C|%-C|%0Y|%_Y|%#a')))
import time
for y in [950, 2024, 5]:
    print(time.strftime("%C|%Y|%y|%G|%g", (y, 1, 1, 0, 0, 0, 0, 1, 0)))
