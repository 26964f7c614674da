import time
st = time.struct_time((2024, 2, 29, 13, 5, 9, 3, 60, 0))
print(st, st.tm_year, st.tm_yday, st[6], len(st), st[:3])
for f in ['%Y-%m-%d %H:%M:%S', '%a %b %d', '%A %B', '%j', '%I %p', '%y', '%%', '%c', '%x', '%X', '%U %W %w']:
    print(repr(time.strftime(f, st)))
print(time.strftime('%Y', (2000, 1, 1, 0, 0, 0, 0, 1, 0)))
print(time.asctime(st), time.asctime((2024, 1, 5, 3, 4, 5, 4, 5, 0)))
p = time.strptime('2024-02-29 13:05:09', '%Y-%m-%d %H:%M:%S')
print(p, p == st, tuple(p) == tuple(st))
print(time.strptime('30 Nov 00', '%d %b %y'))
print(time.gmtime(0), time.gmtime(86400 * 365.25 * 30)[:6])
print(time.mktime(time.localtime(1000000)) == 1000000.0, time.gmtime(1e9).tm_wday)
print(type(time.time()), type(time.monotonic()), type(time.perf_counter_ns()), time.time() > 1.6e9)
try:
    time.strptime('nope', '%Y')
except ValueError as e:
    print('ValueError', e)
print(time.struct_time((1, 2, 3, 4, 5, 6, 0, 1, -1)))
import calendar
print(calendar.timegm(st), time.strftime('%H:%M', time.gmtime(calendar.timegm(st))))
