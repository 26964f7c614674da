import queue, threading
q = queue.Queue()
for i in range(5):
    q.put(i)
print(q.qsize(), q.empty(), q.get(), q.get_nowait())
pq = queue.PriorityQueue()
for item in [(3, "c"), (1, "a"), (2, "b"), (1, "a0")]:
    pq.put(item)
print([pq.get() for _ in range(4)])
lq = queue.LifoQueue()
for x in "abc":
    lq.put(x)
print([lq.get() for _ in range(3)])
bq = queue.Queue(maxsize=1)
bq.put("x")
try:
    bq.put_nowait("y")
except queue.Full:
    print("Full")
bq.get()
try:
    bq.get_nowait()
except queue.Empty:
    print("Empty")
try:
    bq.get(timeout=0.01)
except queue.Empty:
    print("Empty after timeout")
results = []
lock = threading.Lock()
def worker(n):
    s = sum(range(n))
    with lock:
        results.append((n, s))
threads = [threading.Thread(target=worker, args=(n,)) for n in (10, 100, 1000)]
for t in threads:
    t.start()
for t in threads:
    t.join()
print(sorted(results), all(not t.is_alive() for t in threads))
tasks = queue.Queue()
done = []
def consumer():
    while True:
        item = tasks.get()
        if item is None:
            tasks.task_done()
            break
        done.append(item * item)
        tasks.task_done()
for i in range(5):
    tasks.put(i)
tasks.put(None)
c = threading.Thread(target=consumer)
c.start()
tasks.join()
c.join()
print(sorted(done))
counter = 0
def incr():
    global counter
    for _ in range(1000):
        with lock:
            counter += 1
ts = [threading.Thread(target=incr) for _ in range(4)]
[t.start() for t in ts]; [t.join() for t in ts]
print(counter)
ev = threading.Event()
print(ev.is_set(), ev.wait(0.01))
ev.set()
print(ev.is_set(), ev.wait())
local = threading.local()
local.x = 1
def show():
    local.x = 2
t = threading.Thread(target=show); t.start(); t.join()
print(local.x, threading.current_thread().name, isinstance(threading.RLock(), object))
sem = threading.Semaphore(2)
print(sem.acquire(), sem.acquire(), sem.acquire(blocking=False))
sem.release()
print(sem.acquire(timeout=0.01))
