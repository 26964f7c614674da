import time
t = time.gmtime(1700000000)
print(t, t.tm_year, t.tm_wday, t.tm_yday, t.tm_isdst, tuple(t), len(t))
print(time.strftime('%Y-%m-%d %H:%M:%S %a %b %j %U %w', t), time.asctime(t), time.strftime('%%|%y|%p|%I', t))
print(time.mktime(time.localtime(0)) if False else '', time.strptime('2024-02-29 10:11', '%Y-%m-%d %H:%M'), time.strptime('Mar 5 99', '%b %d %y')[:3])
print(time.gmtime(0)[:6], time.struct_time((2020, 1, 2, 3, 4, 5, 3, 2, 0)), time.strftime('%c', time.gmtime(86400 * 365)))
print(type(time.time()).__name__, type(time.monotonic_ns()).__name__, time.perf_counter() >= 0, callable(time.process_time))
try:
    time.strptime('2024-13-01', '%Y-%m-%d')
except ValueError as e:
    print('ValueError', e)
try:
    time.struct_time((1, 2))
except TypeError as e:
    print('TypeError', e)
print(time.strftime('%Y', (2001, 1, 1, 0, 0, 0, 0, 1, 0)), time.gmtime(1e9).tm_hour, time.asctime((2024, 7, 4, 9, 5, 3, 3, 186, 0)))
