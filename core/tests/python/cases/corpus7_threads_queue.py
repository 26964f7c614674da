import threading, queue
from concurrent.futures import ThreadPoolExecutor, as_completed

counter = 0
lock = threading.Lock()
def add(n):
    global counter
    for _ in range(n):
        with lock:
            counter += 1
threads = [threading.Thread(target=add, args=(1000,), name=f"T{i}") for i in range(4)]
for t in threads: t.start()
for t in threads: t.join()
print(counter, [t.name for t in threads], threads[0].is_alive())

def square(x):
    if x == 7:
        raise ValueError("seven")
    return x * x
with ThreadPoolExecutor(max_workers=3) as ex:
    print(list(ex.map(square, range(6))))
    futs = {ex.submit(square, i): i for i in (2, 7, 4)}
    res = {}
    for f in as_completed(futs):
        try:
            res[futs[f]] = f.result()
        except ValueError as e:
            res[futs[f]] = str(e)
    print(sorted(res.items()))
lq = queue.LifoQueue(); pq = queue.PriorityQueue()
for v in [3, 1, 2]:
    lq.put(v); pq.put((v, f"p{v}"))
print([lq.get() for _ in range(3)], [pq.get()[1] for _ in range(3)])
try:
    queue.Queue().get_nowait()
except queue.Empty:
    print("empty")
local = threading.local()
def setlocal(v, res):
    local.v = v
    res.append(local.v)
r = []
ts = [threading.Thread(target=setlocal, args=(i, r)) for i in range(3)]
[t.start() for t in ts]; [t.join() for t in ts]
print(sorted(r), hasattr(local, "v"))
ev = threading.Event()
print(ev.is_set(), ev.wait(0.01)); ev.set(); print(ev.is_set(), ev.wait())
rl = threading.RLock()
with rl:
    with rl:
        print("reentrant ok")
sem = threading.Semaphore(2)
print(sem.acquire(), sem.acquire(), sem.acquire(blocking=False)); sem.release()
b = threading.Barrier(1)
print(b.wait(), b.parties)
tm = threading.Timer(0.01, lambda: print("timer fired")); tm.start(); tm.join()
