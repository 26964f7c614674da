import threading, queue

results = []
lock = threading.Lock()
def worker(n):
    total = sum(range(n))
    with lock:
        results.append((n, total))
threads = [threading.Thread(target=worker, args=(n,), name=f"w{n}") for n in (10, 100, 1000)]
for t in threads:
    t.start()
for t in threads:
    t.join()
print(sorted(results), [t.name for t in threads], all(not t.is_alive() for t in threads))
q = queue.Queue()
for i in range(5):
    q.put(i * i)
print(q.qsize(), q.get(), q.get_nowait(), q.empty(), [q.get() for _ in range(3)], q.empty())
try:
    q.get_nowait()
except queue.Empty:
    print("empty queue")
pq = queue.PriorityQueue()
for item in [(3, "c"), (1, "a"), (2, "b")]:
    pq.put(item)
print([pq.get()[1] for _ in range(3)])
lq = queue.LifoQueue()
for x in "abc":
    lq.put(x)
print("".join(lq.get() for _ in range(3)))
bounded = queue.Queue(maxsize=1)
bounded.put(1)
try:
    bounded.put_nowait(2)
except queue.Full:
    print("full")
class Counter(threading.Thread):
    def __init__(self, n):
        super().__init__()
        self.n = n
        self.result = None
    def run(self):
        self.result = [i for i in range(self.n) if i % 3 == 0]
c = Counter(10)
c.start(); c.join()
print(c.result, threading.current_thread().name, isinstance(threading.get_ident(), int))
ev = threading.Event()
print(ev.is_set()); ev.set(); print(ev.is_set(), ev.wait(0))
local = threading.local()
local.x = 5
print(local.x)
rl = threading.RLock()
with rl:
    with rl:
        print("reentrant ok")
sem = threading.BoundedSemaphore(2)
sem.acquire(); sem.release()
try:
    sem.release()
except ValueError as e:
    print("ValueError:", e)
