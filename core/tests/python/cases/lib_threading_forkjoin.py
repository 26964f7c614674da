# Fork-join: start workers, join them, then print what they computed.
import threading

results = [None] * 5


def worker(i, scale=1):
    total = 0
    for k in range(i * 100):
        total += k
    results[i] = total * scale


threads = [threading.Thread(target=worker, args=(i,), kwargs={"scale": 2}) for i in range(5)]
print([t.is_alive() for t in threads])
print([t.ident is None for t in threads], [t.native_id is None for t in threads])
for t in threads:
    t.start()
for t in threads:
    t.join()
print(results)
print([t.is_alive() for t in threads], [t.ident is not None for t in threads])
print(threads[0].join(), threads[0].join(timeout=0.01))


class Squares(threading.Thread):
    def __init__(self, n):
        super().__init__()
        self.n = n
        self.out = None

    def run(self):
        self.out = [k * k for k in range(self.n)]


s = Squares(6)
s.start()
s.join()
print(s.out, s.is_alive())
for bad in (lambda: s.start(), lambda: threading.Thread().join(),
            lambda: threading.current_thread().join(),
            lambda: setattr(s, "daemon", True)):
    try:
        bad()
    except RuntimeError as e:
        print(type(e).__name__, e)


class NoInit(threading.Thread):
    def __init__(self):
        pass


for bad in (lambda: NoInit().start(), lambda: NoInit().join(), lambda: NoInit().name,
            lambda: repr(NoInit()), lambda: threading.Thread(group=1)):
    try:
        bad()
    except (RuntimeError, AssertionError) as e:
        print(type(e).__name__, e)

t = threading.Thread(target=print, args=("a", "b"), kwargs={"sep": "-"})
t.run()
print(hasattr(t, "_target"), hasattr(t, "_args"))
d = threading.Thread(target=len, args=("x",), daemon=True)
print(d.daemon, threading.Thread().daemon)
d.daemon = False
print(d.daemon)
# A thread started inside a thread; the inner one is joined by the outer one.
log = []


def outer():
    inner = threading.Thread(target=lambda: log.append("inner"))
    inner.start()
    inner.join()
    log.append("outer")


o = threading.Thread(target=outer)
o.start()
o.join()
print(log)
