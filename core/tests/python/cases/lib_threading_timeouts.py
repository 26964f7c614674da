# Waits with timeouts that nothing ends: each gives up as CPython's does once its timeout passes.
import concurrent.futures as cf
import queue
import threading

out = {}
lock = threading.Lock()
rlock = threading.RLock()
ev = threading.Event()
cond = threading.Condition()
sem = threading.Semaphore(0)
q = queue.Queue(maxsize=1)
q.put("full")
empty = queue.Queue()
pending = cf.Future()
main = threading.main_thread()


def worker():
    out["lock"] = lock.acquire(timeout=0.01)
    out["rlock"] = rlock.acquire(timeout=0.01), rlock.acquire(blocking=False)
    out["event"] = ev.wait(0.01)
    with cond:
        out["cond"] = cond.wait(0.01), cond.wait_for(lambda: ev.is_set(), timeout=0.01)
    out["sem"] = sem.acquire(timeout=0.01)
    try:
        empty.get(timeout=0.01)
    except queue.Empty:
        out["get"] = "Empty"
    try:
        q.put("more", timeout=0.01)
    except queue.Full:
        out["put"] = "Full"
    try:
        pending.result(timeout=0.01)
    except cf.TimeoutError:
        out["future"] = "TimeoutError"
    main.join(timeout=0.01)
    out["join main"] = main.is_alive()
    b = threading.Barrier(3, timeout=0.01)
    try:
        b.wait()
    except threading.BrokenBarrierError:
        out["barrier"] = b.broken


with lock, rlock:
    t = threading.Thread(target=worker)
    t.start()
    t.join()
for k, v in out.items():
    print(k, v)
print(lock.locked(), t.is_alive())
