import time
t = time.gmtime(86400 * 365.25 * 30)
print(time.asctime(t), time.ctime(0) if False else '', t.tm_zone, t.tm_gmtoff, time.mktime(time.gmtime(1000)) if False else '', time.strptime('Thu Jan  1 00:00:00 1970'))
st = time.strptime('2024-06-01 +0200', '%Y-%m-%d %z'); print(st, st.tm_gmtoff, st.tm_zone)
st2 = time.strptime('2024 UTC', '%Y %Z'); print(st2.tm_zone, st2.tm_isdst, st2.tm_gmtoff)
print(time.struct_time((2024, 1, 2, 3, 4, 5, 6, 7, 8)).tm_zone, time.struct_time((2024, 1, 2, 3, 4, 5, 6, 7, 8, 'ABC', 3600)).tm_gmtoff, repr(time.struct_time(range(9))))
try:
    time.asctime((2024, 13, 1, 0, 0, 0, 0, 1, 0))
except ValueError as e:
    print('ValueError', e)
try:
    time.strftime('%Y', (2024, 1, 1, 0, 0, 61, 0, 1, 0))
except ValueError as e:
    print('ValueError', e)
print(time.strftime('%S', (2024, 1, 1, 0, 0, 61, 0, 1, 0)) if False else '', time.strftime('%j|%a', (2024, 1, 1, 0, 0, 0, 0, 0, 0)), time.strftime('%Y-%m-%d', (2024, 0, 0, 0, 0, 0, 0, 0, 0)))
print(time.asctime((2024, 1, 1, 0, 0, 0, 6, 1, 0)), time.gmtime(-1), time.gmtime(1.99), time.gmtime(-0.5))
