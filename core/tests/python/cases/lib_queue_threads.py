# queue with threads: producers and consumers joined before the results are read.
import queue
import threading

q = queue.Queue()
results = queue.Queue()


def producer(base):
    for i in range(3):
        q.put(base + i)


def consumer():
    while True:
        try:
            item = q.get(timeout=0.01)
        except queue.Empty:
            return
        results.put(item * item)
        q.task_done()


ps = [threading.Thread(target=producer, args=(b,)) for b in (0, 10)]
for p in ps:
    p.start()
for p in ps:
    p.join()
print(q.qsize(), q.unfinished_tasks)
c = threading.Thread(target=consumer)
c.start()
c.join()
q.join()
print(q.empty(), q.unfinished_tasks, sorted(results.get() for _ in range(results.qsize())))
with q.mutex:
    q.queue.extend([7, 8])
print(q.qsize(), q.get_nowait(), type(q.mutex).__name__, type(q.not_empty).__name__)
lq = queue.LifoQueue(maxsize=2)
lq.put(1)
lq.put(2)
try:
    lq.put(3, timeout=0.01)
except queue.Full:
    print("Full", lq.get(), lq.get())
try:
    lq.get(block=True, timeout=0)
except queue.Empty:
    print("Empty")
try:
    lq.get(timeout=-1)
except ValueError as e:
    print(type(e).__name__, e)
