# Lock and RLock: a counter shared by threads, acquire with timeouts, the errors.
import threading

lock = threading.Lock()
counter = [0]


def add(n):
    for _ in range(n):
        with lock:
            counter[0] += 1


ts = [threading.Thread(target=add, args=(1000,)) for _ in range(4)]
for t in ts:
    t.start()
for t in ts:
    t.join()
print(counter[0], lock.locked())
print(type(lock).__name__, type(lock).__module__, threading.Lock is threading._allocate_lock)
print(lock.acquire(), lock.locked(), lock.acquire(False), lock.acquire(timeout=0.01),
      lock.acquire(True, 0))
lock.release()
print(lock.locked(), lock.acquire(blocking=False))
lock.release()
with lock:
    print("inside", lock.locked())
print(repr(lock).startswith("<unlocked _thread.lock object at 0x"))
for bad in (lambda: lock.release(), lambda: lock.acquire(False, 1),
            lambda: lock.acquire(timeout=-2), lambda: lock.acquire(timeout=1e10)):
    try:
        bad()
    except (RuntimeError, ValueError, OverflowError) as e:
        print(type(e).__name__, e)

# A worker that finds the lock held gives up after its timeout.
got = []
lock.acquire()
t = threading.Thread(target=lambda: got.append(lock.acquire(timeout=0.01)))
t.start()
t.join()
lock.release()
print(got)

r = threading.RLock()
print(type(r).__name__, r.acquire(), r.acquire(), r._is_owned())
print(repr(r).split(" at ")[0].replace("owner=%d " % threading.get_ident(), "owner=ME "))
r.release()
print(repr(r).split(" at ")[0].replace("owner=%d " % threading.get_ident(), "owner=ME "))
r.release()
print(repr(r).split(" at ")[0], r._is_owned())
for bad in (lambda: r.release(), lambda: threading.RLock().release()):
    try:
        bad()
    except RuntimeError as e:
        print(type(e).__name__, e)
# Another thread cannot take (or release) an RLock this thread holds.
out = []


def other():
    out.append(r.acquire(False))
    out.append(r.acquire(timeout=0.01))
    try:
        r.release()
    except RuntimeError as e:
        out.append(str(e))


with r:
    with r:
        t = threading.Thread(target=other)
        t.start()
        t.join()
print(out, r._is_owned())


def recursive(n):
    with r:
        return 1 if n == 0 else n * recursive(n - 1)


print(recursive(5))
