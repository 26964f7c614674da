from graphlib import TopologicalSorter, CycleError
deps = {"app": {"lib", "config"}, "lib": {"core"}, "config": {"core"}, "tests": {"app"}, "core": set()}
ts = TopologicalSorter(deps)
order = list(ts.static_order())
print(order.index("core") < order.index("lib") < order.index("app") < order.index("tests"), order[0], order[-1])
ts = TopologicalSorter()
for node, d in [("b", ["a"]), ("c", ["a"]), ("d", ["b", "c"])]:
    ts.add(node, *d)
ts.prepare()
batches = []
while ts.is_active():
    ready = sorted(ts.get_ready())
    batches.append(ready)
    ts.done(*ready)
print(batches)
try:
    list(TopologicalSorter({"x": {"y"}, "y": {"z"}, "z": {"x"}}).static_order())
except CycleError as e:
    print("cycle", e.args[0], sorted(e.args[1]))
import heapq
from itertools import count
class Scheduler:
    def __init__(self):
        self.q = []
        self.now = 0
        self.seq = count()
    def at(self, t, fn, *args):
        heapq.heappush(self.q, (t, next(self.seq), fn, args))
    def run(self):
        while self.q:
            t, _, fn, args = heapq.heappop(self.q)
            self.now = t
            fn(self, *args)
def ping(s, name, left):
    print(f"t={s.now:>3} {name} ({left} left)")
    if left:
        s.at(s.now + (7 if name == "slow" else 3), ping, name, left - 1)
s = Scheduler()
s.at(0, ping, "fast", 3)
s.at(1, ping, "slow", 2)
s.at(3, ping, "tie", 0)
s.run()
import sched
log = []
clock = [0]
sc = sched.scheduler(timefunc=lambda: clock[0], delayfunc=lambda d: clock.__setitem__(0, clock[0] + d))
ev = sc.enter(5, 1, log.append, ("five",))
sc.enter(1, 2, log.append, ("one-low",))
sc.enter(1, 1, log.append, ("one-high",))
sc.enter(3, 1, log.append, argument=("three",))
sc.cancel(ev)
print(len(sc.queue), sc.empty())
sc.run()
print(log, sc.empty(), clock)
import queue
pq = queue.PriorityQueue()
for item in [(3, "c"), (1, "a"), (2, "b")]:
    pq.put(item)
print([pq.get() for _ in range(3)], pq.empty())
lq = queue.LifoQueue()
for i in range(3):
    lq.put(i)
print([lq.get() for _ in range(3)], queue.Queue(maxsize=1).maxsize)
q = queue.Queue(2)
q.put(1); q.put(2)
try:
    q.put_nowait(3)
except queue.Full:
    print("Full", q.qsize(), q.full())
q.get(); q.get()
try:
    q.get_nowait()
except queue.Empty:
    print("Empty")
