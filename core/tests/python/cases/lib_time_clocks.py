import time

for name in ("time", "monotonic", "perf_counter", "process_time", "thread_time"):
    info = time.get_clock_info(name)
    print(name, info)
    print(info.implementation, info.monotonic, info.adjustable, info.resolution)
a = time.thread_time()
b = time.thread_time_ns()
c = time.process_time_ns()
print(type(a).__name__, type(b).__name__, type(c).__name__, a >= 0, b >= 0, c >= 0)
x = time.process_time_ns()
y = time.process_time_ns()
print(y >= x)
try:
    time.get_clock_info(5)
except TypeError:
    print("TypeError")
time.get_clock_info("sundial")
