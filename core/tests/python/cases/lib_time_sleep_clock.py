# time.sleep moves the clocks on (the playground does not wait): what a program measures around a sleep is at least the sleep; process_time does not count it. CPython's errors for bad lengths.
import time
t0 = time.time(); m0 = time.monotonic(); p0 = time.perf_counter(); c0 = time.process_time()
time.sleep(0.5)
time.sleep(2)
print(time.time() - t0 >= 2.5, time.monotonic() - m0 >= 2.5, time.perf_counter() - p0 >= 2.5, time.process_time() - c0 < 2)
print(time.monotonic_ns() - int(m0 * 1e9) >= 2_500_000_000, time.sleep(0), time.sleep(True))
for v in [-1, -0.5, "x", None, float("nan"), float("inf"), 10**30, 1e300, 10**10]:
    try:
        time.sleep(v)
    except Exception as e:
        print(repr(v), type(e).__name__, e)
try:
    time.sleep()
except TypeError as e:
    print(e)
