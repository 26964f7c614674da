# _thread: start_new_thread, locks, idents, errors.
import _thread
import contextlib
import io
import threading
import time


started = []


def settle(n):
    # CPython runs the new thread beside this one: wait until it has begun, then ended.
    while len(started) < n:
        time.sleep(0.001)
    while _thread._count():
        time.sleep(0.001)


out = []


def job(a, b=0):
    started.append(1)
    out.append((a, b, _thread.get_ident() != threading.main_thread().ident,
                threading.current_thread().name.startswith("Dummy-"),
                threading.current_thread().daemon))


ident = _thread.start_new_thread(job, (1,), {"b": 2})
settle(1)
print(out, isinstance(ident, int))
for bad in (lambda: _thread.start_new_thread(1, ()), lambda: _thread.start_new_thread(job, [1]),
            lambda: _thread.start_new_thread(job, (1,), [])):
    try:
        bad()
    except TypeError as e:
        print(type(e).__name__, e)
err = io.StringIO()


def boom():
    started.append(1)
    raise KeyError("k")


with contextlib.redirect_stderr(err):
    _thread.start_new_thread(boom, ())
    settle(2)
lines = err.getvalue().splitlines()
print(lines[0].startswith("Exception ignored in thread started by: <function boom at "))
print(lines[1], lines[-1])
lk = _thread.allocate_lock()
print(type(lk) is _thread.LockType, type(lk).__name__, lk.acquire(), lk.locked(),
      lk.acquire(0), lk.acquire_lock(False), lk.locked_lock())
lk.release_lock()
try:
    lk.release()
except _thread.error as e:
    print(type(e).__name__, e)
print(_thread.error is RuntimeError, _thread.TIMEOUT_MAX, _thread.get_ident() == threading.get_ident())
print(_thread.get_native_id() == threading.get_native_id(), _thread.stack_size())
r = _thread.RLock()
print(type(r).__name__, r.acquire(), r.acquire(), r._is_owned())
try:
    _thread.exit()
except SystemExit as e:
    print(type(e).__name__, e.args)
with contextlib.redirect_stderr(err):
    _thread.start_new_thread(lambda: (started.append(1), _thread.exit()), ())
    settle(3)
print("quiet exit", err.getvalue().count("Exception"))
print(_thread._count())
loc = _thread._local()
loc.v = 1
_thread.start_new_thread(lambda: (started.append(1), out.append(hasattr(loc, "v"))), ())
settle(4)
print(out[-1], loc.v)
