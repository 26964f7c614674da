# Semaphore and BoundedSemaphore: counting, timeouts, releases, errors.
import threading

sem = threading.Semaphore(2)
print(sem.acquire(), sem.acquire(), sem.acquire(False), sem.acquire(timeout=0.01))
print(sem._value, sem.acquire(blocking=True, timeout=0))
sem.release()
print(sem._value)
sem.release(3)
print(sem._value, repr(sem).startswith("<threading.Semaphore at 0x"), repr(sem).endswith(": value=4>"))
with sem:
    print("inside", sem._value)
print(sem._value)
for bad in (lambda: threading.Semaphore(-1), lambda: sem.release(0),
            lambda: sem.acquire(False, 1), lambda: threading.BoundedSemaphore(1).release(),
            lambda: threading.BoundedSemaphore(2).release(1)):
    try:
        print(bad())
    except ValueError as e:
        print(type(e).__name__, e)
b = threading.BoundedSemaphore(3)
print(repr(b).endswith(": value=3/3>"), b.acquire(), b.acquire(), repr(b).endswith(": value=1/3>"))
b.release(2)
try:
    b.release()
except ValueError as e:
    print(type(e).__name__, e)
try:
    b.acquire()
    b.release(2)
except ValueError as e:
    print(type(e).__name__, e, b._value)
print(isinstance(b, threading.Semaphore), threading.Semaphore().acquire())
# Limiting workers: each takes a slot and gives it back.
slots = threading.BoundedSemaphore(2)
done = []


def job(i):
    with slots:
        done.append((i, slots._value))


ts = [threading.Thread(target=job, args=(i,)) for i in range(4)]
for t in ts:
    t.start()
for t in ts:
    t.join()
print(done, slots._value)
z = threading.Semaphore(0)
print(z.acquire(timeout=0.01), z.acquire(timeout=-1), z.acquire(False))
