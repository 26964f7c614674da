# wait and as_completed over done futures and pending ones (with timeouts).
import concurrent.futures as cf


def value(x):
    if x < 0:
        raise ValueError(x)
    return x


with cf.ThreadPoolExecutor(2) as ex:
    fs = [ex.submit(value, i) for i in (3, 1, 2)]
    done, not_done = cf.wait(fs)
    print(type(cf.wait(fs)).__name__, sorted(f.result() for f in done), not_done)
    print(cf.wait(fs, timeout=1, return_when=cf.FIRST_COMPLETED).not_done)
    print(sorted(f.result() for f in cf.as_completed(fs)))
    print(sorted(f.result() for f in cf.as_completed(fs + fs, timeout=2)))
    bad = ex.submit(value, -1)
    r = cf.wait(fs + [bad], return_when=cf.FIRST_EXCEPTION)
    print(len(r.done), len(r.not_done), r._fields)
pending = cf.Future()
finished = cf.Future()
finished.set_result("ok")
r = cf.wait([pending, finished], timeout=0.01)
print([f.result() for f in r.done], r.not_done == {pending})
r = cf.wait([pending, finished], return_when=cf.FIRST_COMPLETED)
print(len(r.done), len(r.not_done))
r = cf.wait([pending, finished], timeout=0, return_when=cf.FIRST_EXCEPTION)
print(len(r.done), len(r.not_done))
failed = cf.Future()
failed.set_exception(KeyError("x"))
r = cf.wait([pending, failed], return_when=cf.FIRST_EXCEPTION)
print(len(r.done), len(r.not_done))
got = []
try:
    for f in cf.as_completed([finished, pending], timeout=0.01):
        got.append(f.result())
except cf.TimeoutError as e:
    print(type(e).__name__, e, got)
print(list(cf.as_completed([])), cf.wait([]))
cancelled = cf.Future()
cancelled.cancel()
cancelled.set_running_or_notify_cancel()
r = cf.wait([cancelled], timeout=0)
print(len(r.done), r.done == {cancelled})
print(cf.wait([finished], timeout=0).done == {finished})
