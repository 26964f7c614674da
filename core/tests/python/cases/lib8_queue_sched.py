import queue, sched
q = queue.Queue()
for i in range(5): q.put(i * i)
print(q.qsize(), q.empty(), q.full(), q.get(), q.get_nowait(), q.qsize())
q2 = queue.Queue(maxsize=2)
q2.put('a'); q2.put_nowait('b')
print(q2.full())
try:
    q2.put_nowait('c')
except queue.Full:
    print('Full')
try:
    q2.put('c', timeout=0.01)
except queue.Full:
    print('Full timeout')
q3 = queue.Queue()
try:
    q3.get_nowait()
except queue.Empty:
    print('Empty')
try:
    q3.get(block=False)
except queue.Empty:
    print('Empty nonblock')
pq = queue.PriorityQueue()
for item in [(3, 'c'), (1, 'a'), (2, 'b'), (1, 'A')]:
    pq.put(item)
print([pq.get() for _ in range(pq.qsize())])
lq = queue.LifoQueue()
for c in 'xyz': lq.put(c)
print([lq.get() for _ in range(3)])
sq = queue.SimpleQueue()
sq.put(1); sq.put(2)
print(sq.get(), sq.qsize(), sq.empty())
q.task_done(); q.task_done()
print(q.unfinished_tasks)
try:
    queue.Queue().task_done()
except ValueError as e:
    print('ValueError', e)
clock = [0.0]
def now(): return clock[0]
def sleep(d): clock[0] += d
s = sched.scheduler(now, sleep)
log = []
def act(name): log.append((clock[0], name))
s.enter(5, 1, act, ('five',))
s.enter(1, 2, act, ('one-b',))
s.enter(1, 1, act, ('one-a',))
e = s.enterabs(3, 1, act, argument=('three',))
s.enter(2, 1, act, kwargs={'name': 'two'})
print(len(s.queue), s.empty(), [ev.time for ev in s.queue])
s.cancel(e)
s.run()
print(log, clock[0], s.empty())
ev = s.enter(10, 1, act, ('later',))
print(type(ev).__name__, ev.time, ev.priority, ev.argument)
print(s.run(blocking=False), log[-1])
clock[0] = 100
s.run(blocking=False)
print(log[-1])
try:
    s.cancel(ev)
except ValueError as e:
    print('ValueError', e)
