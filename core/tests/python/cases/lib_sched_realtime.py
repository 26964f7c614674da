import sched
import time

s = sched.scheduler()
print(s.timefunc is time.monotonic, s.delayfunc is time.sleep)
out = []


def put(object):
    out.append(object)


start = time.monotonic()
s.enter(0.02, 1, out.append, ("b",))
s.enter(0.01, 1, out.append, ("a",))
s.enter(0.01, 0, out.append, ("a0",))
s.enter(0, 5, put, kwargs={"object": "now"})
print(len(s.queue), [e.priority for e in s.queue])
d = s.run(blocking=False)
print(out, d is not None and 0 < d <= 0.01)
s.run()
print(out, time.monotonic() - start >= 0.02, s.empty())
ev = s.enter(100, 1, out.append, ("never",))
s.cancel(ev)
print(s.run(), out[-1])
