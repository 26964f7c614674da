# Event and Timer.
import threading

ev = threading.Event()
print(ev.is_set(), ev.wait(0.01), ev.wait(0), ev.wait(-1), repr(ev).endswith(": unset>"))
setter = threading.Thread(target=ev.set)
setter.start()
setter.join()
print(ev.is_set(), ev.wait(), ev.wait(5), repr(ev).startswith("<threading.Event at 0x"))
print(repr(ev).endswith(": set>"))
ev.clear()
print(ev.is_set(), ev.wait(timeout=0.01))
# Workers that wait for an event set before they start.
go = threading.Event()
go.set()
got = []
ws = [threading.Thread(target=lambda i=i: got.append((i, go.wait()))) for i in range(3)]
for w in ws:
    w.start()
for w in ws:
    w.join()
print(got)

calls = []
t = threading.Timer(0.01, lambda *a, **k: calls.append((a, k)), args=(1, 2), kwargs={"k": 3})
print(t.interval, t.args, t.kwargs, t.finished.is_set(), t.is_alive())
t.start()
t.join()
print(calls, t.finished.is_set(), t.is_alive())
c = threading.Timer(10, lambda: calls.append("never"))
c.cancel()
c.start()
c.join()
print(calls, c.finished.is_set(), c.args, c.kwargs)
t2 = threading.Timer(0, calls.append, ["zero"])
t2.start()
t2.join()
t2.cancel()
print(calls, isinstance(t2, threading.Thread))
