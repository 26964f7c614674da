import time

for s in ("+0130", "-0530", "+01:30", "+01:30:15", "-00:00:30.5", "Z", "+013015"):
    t = time.strptime(s, "%z")
    print(repr(s), t.tm_gmtoff, t.tm_zone, t.tm_isdst)
t = time.strptime("2023-01-01T10:00:00+0200", "%Y-%m-%dT%H:%M:%S%z")
print(t, t.tm_gmtoff)
for zone in ("UTC", "gmt"):
    t = time.strptime("2023 " + zone, "%Y %Z")
    print(t.tm_isdst, t.tm_zone, t.tm_gmtoff)
print(time.strptime("2023", "%Y").tm_zone, time.strptime("2023", "%Y").tm_gmtoff)
st = time.struct_time((2000, 1, 2, 3, 4, 5, 6, 2, 0))
print(st.tm_zone, st.tm_gmtoff, len(st))
st = time.struct_time((2000, 1, 2, 3, 4, 5, 6, 2, 0, "XYZ", 3600))
print(st.tm_zone, st.tm_gmtoff, len(st), st)
print(time.gmtime(0).tm_zone, time.gmtime(0).tm_gmtoff)
for seq in ((1,) * 8, (1,) * 12):
    try:
        time.struct_time(seq)
    except TypeError as e:
        print("TypeError:", e)
try:
    time.strptime("+01:3015", "%z")
except ValueError as e:
    print("ValueError:", e)
time.strptime("+1:30", "%z")
