# concurrent.futures.Future: states, results, exceptions, cancelling, callbacks.
import concurrent.futures as cf
import contextlib
import io


def show(f):
    r = repr(f)
    return r[:r.index(" at 0x")] + r[r.index(" state="):]


f = cf.Future()
print(show(f), f.done(), f.running(), f.cancelled())
print(f.set_running_or_notify_cancel(), show(f), f.running(), f.cancel())
f.set_result(42)
print(show(f), f.result(), f.exception(), f.done(), f.running())
for call in (lambda: f.set_result(1), lambda: f.set_exception(ValueError())):
    try:
        call()
    except cf.InvalidStateError as e:
        print(type(e).__name__, str(e).split(":")[0])
g = cf.Future()
g.set_exception(KeyError("k"))
print(show(g), type(g.exception()).__name__, g.done())
try:
    g.result(timeout=1)
except KeyError as e:
    print("KeyError", e)
h = cf.Future()
print(h.cancel(), h.cancel(), show(h), h.cancelled(), h.done())
for call in (h.result, h.exception):
    try:
        call()
    except cf.CancelledError as e:
        print(type(e).__name__, repr(e))
print(h.set_running_or_notify_cancel(), h._state, show(h))
err = io.StringIO()
for call in (lambda: h.set_running_or_notify_cancel(), lambda: h.set_result(1)):
    try:
        with contextlib.redirect_stderr(err):
            call()
    except (RuntimeError, cf.InvalidStateError) as e:
        print(type(e).__name__, str(e).split(":")[0])
print(err.getvalue().replace(str(id(h)), "ID"))
p = cf.Future()
for call in (lambda: p.result(timeout=0.01), lambda: p.exception(timeout=0),
             lambda: p.result(0.001)):
    try:
        call()
    except cf.TimeoutError as e:
        print(type(e).__name__, repr(e), e.__class__ is TimeoutError)
log = []
p.add_done_callback(lambda fut: log.append(("first", fut.result())))
p.add_done_callback(lambda fut: log.append(("second", fut.done())))
print(log)
p.set_result("v")
print(log)
p.add_done_callback(lambda fut: log.append(("late", fut.result())))
print(log)
c = cf.Future()
c.add_done_callback(lambda fut: log.append(("cancelled", fut.cancelled())))
c.cancel()
print(log[-1])
r = cf.Future()
r.set_result([1])
print(show(r))
e = cf.Future()
e.set_exception(ZeroDivisionError())
print(show(e))
print([k.__name__ for k in cf.CancelledError.__mro__])
print(cf.InvalidStateError.__mro__[1].__name__, cf.TimeoutError is TimeoutError)
print(cf.Future[int], cf.FIRST_COMPLETED, cf.FIRST_EXCEPTION, cf.ALL_COMPLETED)
print(sorted(cf.__all__))
