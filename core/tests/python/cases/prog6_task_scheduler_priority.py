# A cooperative task scheduler: generator tasks, a priority heap of dataclass entries, sleeping and joining.
import heapq
import itertools
from dataclasses import dataclass, field
from enum import IntEnum
from typing import Generator, Any

class Priority(IntEnum):
    HIGH = 0
    NORMAL = 1
    LOW = 2

@dataclass(order=True)
class Entry:
    wake: int
    priority: Priority
    seq: int
    task: "Task" = field(compare=False)

class Sleep:
    def __init__(self, ticks): self.ticks = ticks
    def __repr__(self): return f"Sleep({self.ticks})"

class Join:
    def __init__(self, task): self.task = task

class Task:
    _ids = itertools.count(1)
    def __init__(self, name, gen, priority=Priority.NORMAL):
        self.id = next(self._ids)
        self.name, self.gen, self.priority = name, gen, priority
        self.result = None
        self.done = False
        self.waiters = []
    def __repr__(self):
        state = "done" if self.done else "live"
        return f"<Task {self.id}:{self.name} {self.priority.name.lower()} {state}>"

class Scheduler:
    def __init__(self):
        self.now = 0
        self.heap = []
        self.seq = itertools.count()
        self.log = []
    def spawn(self, name, gen, priority=Priority.NORMAL):
        t = Task(name, gen, priority)
        self._schedule(t, 0)
        return t
    def _schedule(self, task, delay, value=None):
        task.send_value = value
        heapq.heappush(self.heap, Entry(self.now + delay, task.priority, next(self.seq), task))
    def run(self):
        while self.heap:
            entry = heapq.heappop(self.heap)
            self.now = max(self.now, entry.wake)
            task = entry.task
            try:
                req = task.gen.send(task.send_value)
            except StopIteration as stop:
                task.done, task.result = True, stop.value
                self.log.append(f"t={self.now} {task.name} finished -> {stop.value!r}")
                for w in task.waiters:
                    self._schedule(w, 0, stop.value)
                continue
            except Exception as exc:
                task.done = True
                self.log.append(f"t={self.now} {task.name} crashed: {exc!r}")
                continue
            match req:
                case Sleep(ticks=n):
                    self._schedule(task, n)
                case Join(task=other) if other.done:
                    self._schedule(task, 0, other.result)
                case Join(task=other):
                    other.waiters.append(task)
                case None:
                    self._schedule(task, 0)
                case _:
                    task.gen.throw(TypeError(f"bad request {req!r}"))

def worker(name, steps, pause) -> Generator[Any, Any, int]:
    total = 0
    for i in range(steps):
        print(f"  {name} step {i}")
        total += i
        yield Sleep(pause)
    return total

def coordinator(sched):
    a = sched.spawn("alpha", worker("alpha", 3, 2), Priority.LOW)
    b = sched.spawn("beta", worker("beta", 2, 3), Priority.HIGH)
    ra = yield Join(a)
    rb = yield Join(b)
    print(f"  coordinator joined {a} and {b}")
    return ra + rb

def crasher():
    yield Sleep(1)
    raise KeyError("missing config")

def bad_request():
    try:
        yield "nonsense"
    except TypeError as e:
        print("  bad_request got:", e)
        yield Sleep(1)
    return "recovered"

s = Scheduler()
main = s.spawn("main", coordinator(s))
s.spawn("crash", crasher(), Priority.HIGH)
s.spawn("bad", bad_request())
s.run()
print("\n".join(s.log))
print(main.result, main, s.now)
print(sorted([Entry(3, Priority.LOW, 1, None), Entry(3, Priority.HIGH, 2, None), Entry(1, Priority.LOW, 0, None)]))
