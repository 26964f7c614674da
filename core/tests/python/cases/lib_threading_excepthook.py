# An uncaught exception in a thread goes to threading.excepthook; the program goes on.
import contextlib
import io
import threading


def fail(x):
    raise ValueError(f"bad {x}")


err = io.StringIO()
with contextlib.redirect_stderr(err):
    t = threading.Thread(target=fail, args=(1,))
    t.start()
    t.join()
lines = err.getvalue().splitlines()
print(lines[0])
print(lines[1])
print(lines[-1])
print("goes on", t.is_alive())

calls = []


def hook(args):
    calls.append((args.exc_type.__name__, str(args.exc_value), args.exc_traceback is not None,
                  args.thread.name, len(args), type(args).__name__))


threading.excepthook = hook
t = threading.Thread(target=fail, args=(2,), name="w2")
t.start()
t.join()
import sys
t = threading.Thread(target=sys.exit, args=(3,), name="quitter")
t.start()
t.join()
for c in calls:
    print(c)


def bad_hook(args):
    raise KeyError("hook")


threading.excepthook = bad_hook
err = io.StringIO()
with contextlib.redirect_stderr(err):
    t = threading.Thread(target=fail, args=(3,))
    t.start()
    t.join()
lines = err.getvalue().splitlines()
print(lines[0], lines[-1])
threading.excepthook = threading.__excepthook__
# SystemExit in a thread is quiet with the default hook.
err = io.StringIO()
with contextlib.redirect_stderr(err):
    t = threading.Thread(target=sys.exit, args=(4,))
    t.start()
    t.join()
print(repr(err.getvalue()))
a = threading.ExceptHookArgs((ValueError, ValueError("v"), None, None))
print(a)
print(a.exc_type, a.exc_value, a.exc_traceback, a.thread, a[0], tuple(a)[1])
try:
    threading.ExceptHookArgs((1, 2, 3))
except TypeError as e:
    print(type(e).__name__, e)
err = io.StringIO()
with contextlib.redirect_stderr(err):
    threading.excepthook(a)
lines = err.getvalue().splitlines()
print(lines[0].startswith('Exception in thread '), lines[1:])
