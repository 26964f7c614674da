import queue
jobs = queue.Queue()
for n in [5, 3, 8]:
    jobs.put(n)
results = []
while not jobs.empty():
    n = jobs.get()
    results.append(n * n)
    jobs.task_done()
jobs.join()
print(results, jobs.qsize(), jobs.unfinished_tasks)
pq = queue.PriorityQueue()
for prio, task in [(2, "write"), (1, "read"), (3, "close"), (1, "open")]:
    pq.put((prio, task))
print([pq.get_nowait() for _ in range(pq.qsize())])
bq = queue.Queue(1)
bq.put_nowait("x")
try:
    bq.put_nowait("y")
except queue.Full:
    print("full", bq.maxsize)
try:
    queue.LifoQueue().get(timeout=0.01)
except queue.Empty:
    print("empty after timeout")
