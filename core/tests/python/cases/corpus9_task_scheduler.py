import heapq
import itertools
from collections import deque


class Task:
    _ids = itertools.count(1)

    def __init__(self, name, gen, priority=0):
        self.id = next(Task._ids)
        self.name = name
        self.gen = gen
        self.priority = priority
        self.sendval = None
        self.result = None

    def __lt__(self, other):
        return (self.priority, self.id) < (other.priority, other.id)

    def __repr__(self):
        return f"Task#{self.id}({self.name}, p={self.priority})"


class Sleep:
    def __init__(self, ticks):
        self.ticks = ticks


class Spawn:
    def __init__(self, name, gen, priority=0):
        self.args = (name, gen, priority)


class Join:
    def __init__(self, tid):
        self.tid = tid


class Scheduler:
    def __init__(self):
        self.ready = []
        self.sleeping = []
        self.waiting = {}
        self.tasks = {}
        self.clock = 0
        self.log = []

    def spawn(self, name, gen, priority=0):
        t = Task(name, gen, priority)
        self.tasks[t.id] = t
        heapq.heappush(self.ready, t)
        return t.id

    def _finish(self, t, result):
        t.result = result
        del self.tasks[t.id]
        self.log.append(f"t={self.clock} {t.name} done -> {result!r}")
        for w in self.waiting.pop(t.id, []):
            w.sendval = result
            heapq.heappush(self.ready, w)

    def run(self, max_ticks=100):
        while (self.ready or self.sleeping) and self.clock < max_ticks:
            while self.sleeping and self.sleeping[0][0] <= self.clock:
                _, _, t = heapq.heappop(self.sleeping)
                heapq.heappush(self.ready, t)
            if not self.ready:
                self.clock = self.sleeping[0][0]
                continue
            t = heapq.heappop(self.ready)
            try:
                req = t.gen.send(t.sendval)
            except StopIteration as stop:
                self._finish(t, stop.value)
                continue
            except Exception as e:
                self._finish(t, f"crashed: {type(e).__name__}: {e}")
                continue
            t.sendval = None
            self.clock += 1
            if isinstance(req, Sleep):
                heapq.heappush(self.sleeping, (self.clock + req.ticks, t.id, t))
            elif isinstance(req, Spawn):
                t.sendval = self.spawn(*req.args)
                heapq.heappush(self.ready, t)
            elif isinstance(req, Join):
                if req.tid in self.tasks:
                    self.waiting.setdefault(req.tid, []).append(t)
                else:
                    t.sendval = "already finished"
                    heapq.heappush(self.ready, t)
            else:
                self.log.append(f"t={self.clock} {t.name}: {req}")
                heapq.heappush(self.ready, t)


def counter(name, n, delay):
    total = 0
    for i in range(n):
        total += i
        yield f"{name} step {i}"
        yield Sleep(delay)
    return total


def worker(x):
    yield f"computing {x}**2"
    if x < 0:
        raise ValueError("negative input")
    return x * x


def parent():
    a = yield Spawn("w3", worker(3), priority=1)
    b = yield Spawn("wneg", worker(-1), priority=1)
    ra = yield Join(a)
    rb = yield Join(b)
    yield f"children gave {ra!r} and {rb!r}"
    return ra


def stubborn():
    try:
        while True:
            yield "tick"
            yield Sleep(5)
    finally:
        print("stubborn cleaned up")


s = Scheduler()
s.spawn("fast", counter("fast", 3, 1))
s.spawn("slow", counter("slow", 2, 4), priority=-1)
s.spawn("parent", parent(), priority=2)
sid = s.spawn("stubborn", stubborn(), priority=3)
s.run(max_ticks=25)
print("\n".join(s.log))
print("clock", s.clock, "left", list(s.tasks.values()))
s.tasks[sid].gen.close()

pipeline = deque()


def producer(items):
    for it in items:
        pipeline.append(it)
        yield


def consumer(out):
    while True:
        while pipeline:
            out.append(pipeline.popleft().upper())
        yield


out = []
gens = [producer("abc"), consumer(out), producer("xy")]
rounds = 0
while gens:
    rounds += 1
    for g in list(gens):
        try:
            next(g)
        except StopIteration:
            gens.remove(g)
    if rounds > 5:
        break
print(out, rounds, len(gens))
