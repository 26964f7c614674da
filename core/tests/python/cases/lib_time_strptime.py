import time

cases = [
    ("2023-03-05 14:07:09", "%Y-%m-%d %H:%M:%S"),
    ("5 March 23", "%d %B %y"),
    ("Sun Mar  5 14:07:09 2023", "%c"),
    ("Thu Jan  1 00:00:00 1970", "%a %b %d %H:%M:%S %Y"),
    ("12:30 am", "%I:%M %p"),
    ("07 PM", "%I %p"),
    ("12 pm", "%I %p"),
    ("MONDAY 2 feb", "%A %d %b"),
    ("wed", "%a"),
    ("10/11/12", "%x"),
    ("23:59:60", "%X"),
    ("1999\t  5", "%Y %m"),
    ("69", "%y"),
    ("68", "%y"),
    ("0", "%w"),
    ("100%", "%j%%"),
    ("12.5", "%S.%f"),
    ("[1] 2020.(7)", "[%d] %Y.(%m)"),
]
for s, f in cases:
    print(time.strptime(s, f))
t = time.strptime("Tue Feb 14 09:30:00 2023")
print(t.tm_year, t.tm_mon, t.tm_mday, t.tm_wday, t.tm_yday, t.tm_isdst, t.tm_zone, t.tm_gmtoff)
print(time.strftime("%Y-%m-%d %H:%M:%S", time.strptime("2001 7 4 13", "%Y %m %d %H")))
print(tuple(time.strptime("1970", "%Y"))[:6], len(time.strptime("1970", "%Y")))
time.strptime("2023-03-05", "%Y/%m/%d")
