import queue

for cls in (queue.Queue, queue.LifoQueue, queue.PriorityQueue):
    q = cls()
    for x in [5, 1, 4, 2, 3]:
        q.put(x)
    print(cls.__name__, q.qsize(), q.empty(), q.full(), [q.get() for _ in range(5)], q.empty())
q = queue.Queue(maxsize=2)
q.put("a")
q.put_nowait("b")
print(q.full(), q.qsize(), q.maxsize)
for f in [lambda: q.put_nowait("c"), lambda: q.put("c", block=False), lambda: q.put("c", timeout=0.01)]:
    try:
        f()
    except queue.Full as e:
        print("Full", repr(e))
print(q.get(), q.get_nowait())
for f in [q.get_nowait, lambda: q.get(False), lambda: q.get(timeout=0.01), queue.SimpleQueue().get_nowait]:
    try:
        f()
    except queue.Empty as e:
        print("Empty", repr(e))
q = queue.Queue()
q.put(1)
q.put(2)
q.get()
q.task_done()
q.get()
q.task_done()
q.join()
try:
    q.task_done()
except ValueError as e:
    print("ValueError", e)
pq = queue.PriorityQueue()
for item in [(3, "c"), (1, "a"), (2, "b"), (1, "aa")]:
    pq.put(item)
print([pq.get() for _ in range(4)])
sq = queue.SimpleQueue()
sq.put(1)
sq.put_nowait(2)
print(sq.qsize(), sq.get(), sq.get(block=False), sq.empty())
print(issubclass(queue.Empty, Exception), queue.Queue[int].__origin__ is queue.Queue, queue.Queue[int])
