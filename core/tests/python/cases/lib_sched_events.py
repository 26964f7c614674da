import sched

now = [0.0]
log = []


def clock():
    return now[0]


def wait(d):
    log.append(("wait", d))
    now[0] += d


s = sched.scheduler(clock, wait)


def act(name, *rest, **kw):
    log.append((name, clock(), rest, kw))


e1 = s.enter(5, 1, act, ("five",))
e2 = s.enterabs(2, 2, act, ("two-low",))
e3 = s.enterabs(2, 1, act, ("two-high",), {"k": 1})
e4 = s.enter(2, 2, act, argument=("two-low-later",))
e5 = s.enter(10, 0, act, ("ten",))
print(e2._replace(action=None))
print([ (e.time, e.priority, e.sequence, e.argument) for e in s.queue])
print(s.empty(), e1 < e5, e3 < e2, e2 < e4, e1._fields)
s.cancel(e5)
try:
    s.cancel(e5)
except ValueError as e:
    print("ValueError", e)
print(s.run(blocking=False), log)
s.run()
for item in log:
    print(item)
print(s.empty(), s.queue, s.run())
log.clear()
s.enter(3, 1, act, ("later",))
s.enter(0, 1, act, ("now",))
print(s.run(False), log)
s.enter(1, 1, s.enter, (0, 0, act, ("nested",)))
s.run()
print(log)
print(sched.Event.__doc__, sched.__all__)
