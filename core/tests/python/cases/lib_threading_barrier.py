# Barrier: one party fills at once; more parties break after the timeout.
import threading

acts = []
b = threading.Barrier(1, action=lambda: acts.append("act"))
print(b.wait(), b.wait(timeout=1), acts, b.parties, b.n_waiting, b.broken)
print(repr(b).endswith(": waiters=0/1>"))
# In a worker thread, each thread passing its own barrier.
res = []
t = threading.Thread(target=lambda: res.append(threading.Barrier(1).wait()))
t.start()
t.join()
print(res)

b2 = threading.Barrier(2, timeout=0.01)
try:
    b2.wait()
except threading.BrokenBarrierError as e:
    print(type(e).__name__, repr(e), b2.broken, repr(b2).endswith(": broken>"))
try:
    b2.wait()
except threading.BrokenBarrierError as e:
    print("still", type(e).__name__, b2.broken)
b2.reset()
print(b2.broken, b2.n_waiting, b2.parties)
try:
    b2.wait(timeout=0.01)
except threading.BrokenBarrierError:
    print("broken again", b2.broken)
b2.reset()
b2.abort()
print(b2.broken)
try:
    threading.Barrier(1).wait() if False else b2.wait()
except threading.BrokenBarrierError:
    print("aborted")


def bad_action():
    raise ValueError("action failed")


b3 = threading.Barrier(1, action=bad_action)
try:
    b3.wait()
except ValueError as e:
    print(type(e).__name__, e, b3.broken)
try:
    b3.wait()
except threading.BrokenBarrierError:
    print("broken by the action")
print(issubclass(threading.BrokenBarrierError, RuntimeError))
