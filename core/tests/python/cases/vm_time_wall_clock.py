# time.time() is the calendar's clock (seconds since 1970), moved on by sleep; time_ns,
# datetime.now and gmtime read it.
import time, datetime
t = time.time()
print(t > 1.7e9, type(t).__name__)
time.sleep(5)
print(4.9 < time.time() - t < 60)
print(time.time_ns() > 1.7e18)
print(datetime.datetime.now().year >= 2024, time.gmtime().tm_year >= 2024, time.localtime()[0] >= 2024)
