"""Scheduling maintenance jobs with the sched module on a simulated clock (no real waiting)."""
import sched


class SimClock:
    def __init__(self):
        self.now = 0.0
        self.sleeps = []

    def time(self):
        return self.now

    def sleep(self, dt):
        self.sleeps.append(round(dt, 3))
        self.now += dt


clock = SimClock()
s = sched.scheduler(clock.time, clock.sleep)
log = []


def job(name, duration=0.0, repeat=None, times=None):
    log.append(f"t={clock.now:6.2f} start {name}")
    clock.now += duration
    if repeat and times and times > 1:
        s.enter(repeat, 2, job, (name, duration, repeat, times - 1))


def failing(name):
    raise RuntimeError(f"{name} crashed")


backup = s.enterabs(10, 1, job, ("backup", 3.5))
s.enter(2, 1, job, argument=("rotate-logs",))
s.enter(2, 0, job, kwargs={"name": "urgent-fix", "duration": 0.25})
s.enter(5, 2, job, ("heartbeat", 0, 5, 4))
cancel_me = s.enter(7, 1, job, ("to-be-cancelled",))
s.enter(30, 5, failing, ("flaky",))
s.cancel(cancel_me)
print("queued:", [(e.time, e.priority, e.action.__name__, e.argument[:1] or e.kwargs.get("name")) for e in s.queue])
print("empty?", s.empty())
try:
    s.run()
except RuntimeError as e:
    log.append(f"t={clock.now:6.2f} error: {e}")
print("\n".join(log))
print("sleeps:", clock.sleeps)
print("remaining:", len(s.queue), s.empty())
try:
    s.cancel(backup)
except ValueError as e:
    print("ValueError", e if str(e) else "event not in queue")

s2 = sched.scheduler(clock.time, clock.sleep)
for i, delay in enumerate([3, 1, 2]):
    s2.enter(delay, 1, log.append, (f"task{i}",))
print("next deadline:", s2.run(blocking=False), len(s2.queue))
clock.now += 2.5
print("after 2.5s:", s2.run(blocking=False), log[-2:])
ev = s2.queue[0]
print(type(ev).__name__, ev.time > clock.now, ev._fields if hasattr(ev, "_fields") else "")
e1 = sched.Event(1, 1, 0, print, (), {})
e2 = sched.Event(1, 2, 0, print, (), {})
print(e1 < e2, e1 == sched.Event(1, 1, 0, len, (1,), {}), sorted([e2, e1])[0].priority, sched.Event._fields)
