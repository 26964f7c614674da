import graphlib, queue, sched
ts = graphlib.TopologicalSorter({'d': {'b', 'c'}, 'b': {'a'}, 'c': {'a'}})
print(list(ts.static_order()))
ts2 = graphlib.TopologicalSorter(); ts2.add(3, 2, 1); ts2.add(2, 1); ts2.prepare()
order = []
while ts2.is_active():
    ready = ts2.get_ready(); order.append(ready); ts2.done(*ready)
print(order, bool(ts2))
try:
    graphlib.TopologicalSorter({1: {2}, 2: {1}}).prepare()
except graphlib.CycleError as e:
    print('CycleError', e.args[0], sorted(e.args[1]))
q = queue.PriorityQueue(); [q.put(x) for x in [(3, 'c'), (1, 'a'), (2, 'b')]]; print([q.get() for _ in range(3)], q.empty(), q.qsize())
lq = queue.LifoQueue(maxsize=2); lq.put(1); lq.put(2); print(lq.full(), lq.get(), lq.get_nowait())
try:
    lq.get_nowait()
except queue.Empty:
    print('Empty')
fq = queue.Queue(1); fq.put('x')
try:
    fq.put_nowait('y')
except queue.Full:
    print('Full')
sq = queue.SimpleQueue(); sq.put(5); print(sq.get(), sq.empty())
clock = [0]
s = sched.scheduler(timefunc=lambda: clock[0], delayfunc=lambda d: clock.__setitem__(0, clock[0] + d))
log = []
s.enter(2, 1, log.append, ('b',)); s.enter(1, 1, log.append, ('a',)); e = s.enter(1, 0, log.append, ('first',)); s.enter(3, 1, lambda object: log.append(object), kwargs={'object': 'kw'})
print(len(s.queue), s.empty()); s.run(); print(log)
