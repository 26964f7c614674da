import threading, queue, concurrent.futures as cf
counter = 0
lock = threading.Lock()
def work(n):
    global counter
    for _ in range(n):
        with lock:
            counter += 1
threads = [threading.Thread(target=work, args=(1000,), name=f"T{i}") for i in range(4)]
for t in threads: t.start()
for t in threads: t.join()
print(counter, [t.name for t in threads], threads[0].is_alive(), threading.current_thread().name)
q = queue.Queue()
def producer():
    for i in range(5): q.put(i)
    q.put(None)
res = []
def consumer():
    while (item := q.get()) is not None:
        res.append(item * 10)
tp, tc = threading.Thread(target=producer), threading.Thread(target=consumer)
tp.start(); tc.start(); tp.join(); tc.join()
print(res)
with cf.ThreadPoolExecutor(max_workers=3) as ex:
    print(list(ex.map(lambda x: x * x, range(6))))
    futs = {ex.submit(pow, 2, k): k for k in range(4)}
    print(sorted((futs[f], f.result()) for f in cf.as_completed(futs)))
local = threading.local()
local.x = 1
ev = threading.Event()
def setter(): ev.set()
threading.Thread(target=setter).start()
print(ev.wait(1), ev.is_set())
class Acc(threading.Thread):
    def __init__(self, n):
        super().__init__()
        self.n = n
        self.result = None
    def run(self):
        self.result = sum(range(self.n))
ts = [Acc(n) for n in (10, 100)]
[t.start() for t in ts]; [t.join() for t in ts]
print([t.result for t in ts])
q2 = queue.PriorityQueue()
for p in [3, 1, 2]: q2.put((p, f"job{p}"))
print([q2.get()[1] for _ in range(3)], q2.empty())
lq = queue.LifoQueue(); [lq.put(i) for i in range(3)]; print(lq.get(), lq.qsize())
try:
    queue.Queue().get_nowait()
except queue.Empty:
    print("empty")
