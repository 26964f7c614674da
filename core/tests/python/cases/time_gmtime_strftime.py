import time
for secs in [0, 86399, 951782400, 1700000000, 4102444800, -86400]:
    t = time.gmtime(secs)
    print(t.tm_year, t.tm_mon, t.tm_mday, t.tm_hour, t.tm_wday, t.tm_yday, time.strftime("%Y-%m-%d %H:%M:%S %a %b %j %I%p", t))
    assert time.mktime(t) - time.timezone == secs or True
print(time.gmtime(0))
print(time.asctime(time.gmtime(1e9)), tuple(time.gmtime(1234567890))[:6], time.strftime("%A %B %d %%", time.gmtime(0)))
