# queue + threading: a deterministic worker pool with results ordered by job id, Lock, Event, Condition-free
import threading, queue
jobs = queue.Queue()
results = queue.PriorityQueue()
lock = threading.Lock()
counter = {"done": 0}
def work(wid):
    while True:
        item = jobs.get()
        if item is None:
            jobs.task_done()
            return
        jid, payload = item
        value = sum(ord(c) for c in payload) % 97
        results.put((jid, payload, value))
        with lock:
            counter["done"] += 1
        jobs.task_done()
threads = [threading.Thread(target=work, args=(i,), name=f"w{i}") for i in range(3)]
for jid, p in enumerate(["alpha", "beta", "gamma", "delta", "eps", "zeta", "eta"]):
    jobs.put((jid, p))
for _ in threads: jobs.put(None)
for t in threads: t.start()
jobs.join()
for t in threads: t.join()
print(counter, results.qsize(), [t.is_alive() for t in threads], sorted(t.name for t in threads))
while not results.empty():
    print(results.get_nowait())
try:
    results.get_nowait()
except queue.Empty:
    print("queue.Empty raised")
lq = queue.LifoQueue(); [lq.put(i) for i in range(3)]
print([lq.get() for _ in range(3)])
bq = queue.Queue(maxsize=1); bq.put("x")
try:
    bq.put("y", block=False)
except queue.Full:
    print("queue.Full raised", bq.full(), bq.qsize())
try:
    bq.put("y", timeout=0.01)
except queue.Full:
    print("Full after timeout")
sq = queue.SimpleQueue(); sq.put(1); sq.put(2)
print(sq.get(), sq.qsize(), sq.empty())
ev = threading.Event()
out = []
def waiter():
    ev.wait(); out.append("released")
t = threading.Thread(target=waiter)
out.append("setting"); ev.set(); t.start(); t.join()
print(out, ev.is_set())
rl = threading.RLock()
with rl:
    with rl:
        print("reentrant ok")
local = threading.local()
local.v = "main"
def setlocal():
    local.v = "thread"; out.append(local.v)
t = threading.Thread(target=setlocal); t.start(); t.join()
print(local.v, out[-1], threading.current_thread().name, threading.main_thread() is threading.current_thread())
class Counter(threading.Thread):
    def __init__(self, n):
        super().__init__(); self.n = n; self.total = 0
    def run(self):
        for i in range(self.n): self.total += i
cs = [Counter(n) for n in (10, 100)]
for c in cs: c.start()
for c in cs: c.join()
print([c.total for c in cs])
def boom(): raise ValueError("in thread")
import sys
threading.excepthook = lambda args: print("excepthook:", args.exc_type.__name__, args.exc_value)
t = threading.Thread(target=boom); t.start(); t.join()
sem = threading.BoundedSemaphore(1)
sem.acquire(); sem.release()
try:
    sem.release()
except ValueError as e:
    print("ValueError", e)
b = threading.Barrier(1)
print(b.wait(), b.parties)
timer_out = []
tm = threading.Timer(0.01, timer_out.append, args=("timer fired",)); tm.start(); tm.join()
print(timer_out)
