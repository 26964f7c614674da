import time
t0 = time.perf_counter()
s = sum(range(1000))
t1 = time.perf_counter()
print(s, t1 >= t0, type(t1).__name__)
