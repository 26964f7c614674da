# Condition: the with statement, waits with timeouts, wait_for, notify and their errors.
import threading

cond = threading.Condition()
items = []


def produce(n):
    with cond:
        items.append(n)
        cond.notify()


ts = [threading.Thread(target=produce, args=(i,)) for i in range(3)]
for t in ts:
    t.start()
for t in ts:
    t.join()
with cond:
    print(cond.wait_for(lambda: len(items) == 3), items)
    print(cond.wait(0.01), cond.wait(timeout=0), cond.wait(-1))
    print(cond.wait_for(lambda: len(items) > 5, timeout=0.01))
    print(cond.wait_for(lambda: items[:1], 0.01))
    cond.notify(2)
    cond.notify_all()
print(repr(cond).startswith("<Condition(<unlocked _thread.RLock object owner=0 count=0 at "))
print(repr(cond).endswith(", 0)>"))
for bad in (lambda: cond.wait(), lambda: cond.wait(0.01), lambda: cond.notify(),
            lambda: cond.notify_all(), lambda: cond.wait_for(lambda: False, 0.01)):
    try:
        bad()
    except RuntimeError as e:
        print(type(e).__name__, e)
print(cond.wait_for(lambda: "ready"), cond.wait_for(lambda: 0, timeout=0))
# Over a plain Lock: the lock is let go during the wait and taken back after it.
lk = threading.Lock()
c2 = threading.Condition(lk)
with c2:
    print(lk.locked(), c2.wait(0.01), lk.locked())
print(lk.locked(), repr(c2).startswith("<Condition(<unlocked _thread.lock object"))
c2.acquire()
print(lk.locked(), c2.acquire(False))
c2.release()
print(lk.locked())
# A reentrant owner: wait() releases every level and restores them.
r = threading.RLock()
c3 = threading.Condition(r)
with c3:
    with c3:
        print(c3.wait(0.01), r._is_owned())
print(r._is_owned())
