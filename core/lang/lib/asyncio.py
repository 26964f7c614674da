"""asyncio for the playground: CPython 3.11's event loop, futures, tasks and synchronisation
primitives, written over the VM's coroutines (a task drives its coroutine with `send()` and
`throw()`, as CPython's `Task.__step` does).

Time is virtual: the loop keeps its own clock, which starts at 0.0 and jumps to the next timer
when no callback is ready, so `await asyncio.sleep(10)` takes no real time, timers fire in the
order of their deadlines (ties in the order they were set), and output never depends on the
machine's speed. `loop.time()` reads that clock. There are no sockets, subprocesses or signal
handlers: the loop only runs callbacks and timers. An exception raised by a callback (not a task's
coroutine) propagates out of the loop rather than being logged. `to_thread` and
`loop.run_in_executor` (`_asyncio_threads.py`) run the function at once, in a thread of the
executor, as the playground's threads run to completion when started.
"""

import _prelude

# Futures' states, as CPython names them.
_PENDING = "PENDING"
_CANCELLED = "CANCELLED"
_FINISHED = "FINISHED"


class CancelledError(BaseException):
    """The operation was cancelled (a BaseException, as in Python 3.8 and later)."""
    __module__ = "asyncio.exceptions"  # (CPython's, which its tracebacks print)


# asyncio.TimeoutError is the builtin one since Python 3.11.
TimeoutError = TimeoutError


class InvalidStateError(Exception):
    """The operation is not allowed in this state."""
    __module__ = "asyncio.exceptions"  # (CPython's, which its tracebacks print)


class QueueEmpty(Exception):
    """Raised when Queue.get_nowait() is called on an empty Queue."""
    __module__ = "asyncio.queues"  # (CPython's, which its tracebacks print)


class QueueFull(Exception):
    """Raised when Queue.put_nowait() is called on a full Queue."""
    __module__ = "asyncio.queues"  # (CPython's, which its tracebacks print)


def iscoroutine(obj):
    """Whether obj is a coroutine object."""
    return repr(type(obj)) == "<class 'coroutine'>"


def iscoroutinefunction(func):
    """Whether func was defined with `async def` (also through a bound method)."""
    f = getattr(func, "__func__", func)
    return getattr(f, "__is_coroutine__", False) is True


def isfuture(obj):
    return isinstance(obj, Future)


class Handle:
    """A callback scheduled by call_soon (and, as TimerHandle, by call_later/call_at)."""

    def __init__(self, callback, args, loop):
        self._callback = callback
        self._args = args
        self._loop = loop
        self._cancelled = False

    def cancel(self):
        self._cancelled = True

    def cancelled(self):
        return self._cancelled

    def _run(self):
        self._callback(*self._args)

    def __repr__(self):
        state = " cancelled" if self._cancelled else ""
        return "<" + type(self).__name__ + state + ">"


class TimerHandle(Handle):
    def __init__(self, when, callback, args, loop):
        Handle.__init__(self, callback, args, loop)
        self._when = when

    def when(self):
        return self._when


_running_loop = None
_event_loop = None
_current_tasks = {}
_task_counter = 0


class AbstractEventLoop:
    pass


class BaseEventLoop(AbstractEventLoop):
    """The loop: a list of ready callbacks and a sorted list of timers over a virtual clock."""

    def __init__(self):
        self._ready = []
        # (when, sequence number, handle), kept sorted; the sequence keeps ties in order.
        self._scheduled = []
        self._seq = 0
        self._clock = 0.0
        self._closed = False
        self._stopping = False
        self._running = False
        self._tasks = []
        # Async generators started while this loop ran (closed by shutdown_asyncgens).
        self._asyncgens = []

    def _asyncgen_firstiter_hook(self, agen):
        self._asyncgens.append(agen)

    async def shutdown_asyncgens(self):
        """Acloses the async generators started on this loop and left unfinished."""
        closing = [ag for ag in self._asyncgens if not ag._finished]
        self._asyncgens = []
        if closing:
            await gather(*[ag.aclose() for ag in closing], return_exceptions=True)

    def time(self):
        return self._clock

    def is_running(self):
        return self._running

    def is_closed(self):
        return self._closed

    def close(self):
        if self._running:
            raise RuntimeError("Cannot close a running event loop")
        self._closed = True
        self._ready = []
        self._scheduled = []

    def _check_closed(self):
        if self._closed:
            raise RuntimeError("Event loop is closed")

    def call_soon(self, callback, *args, context=None):
        self._check_closed()
        h = Handle(callback, args, self)
        self._ready.append(h)
        return h

    def call_later(self, delay, callback, *args, context=None):
        return self.call_at(self._clock + delay, callback, *args)

    def call_at(self, when, callback, *args, context=None):
        self._check_closed()
        h = TimerHandle(when, callback, args, self)
        self._seq += 1
        entry = (when, self._seq, h)
        s = self._scheduled
        # Insert in order (binary search on (when, seq)).
        lo, hi = 0, len(s)
        while lo < hi:
            mid = (lo + hi) // 2
            if s[mid][0] <= when:
                lo = mid + 1
            else:
                hi = mid
        s.insert(lo, entry)
        return h

    def create_future(self):
        return Future(loop=self)

    def create_task(self, coro, *, name=None, context=None):
        self._check_closed()
        return Task(coro, loop=self, name=name, context=context)

    def stop(self):
        self._stopping = True

    def run_forever(self):
        self._enter()
        try:
            while not self._stopping:
                if not self._run_once():
                    break
        finally:
            self._stopping = False
            self._leave()

    def run_until_complete(self, future):
        self._check_closed()
        if self._running:
            raise RuntimeError("This event loop is already running")
        future = ensure_future(future, loop=self)
        self._enter()
        try:
            while not future.done():
                if not self._run_once() or self._stopping:
                    break
        finally:
            self._stopping = False
            self._leave()
        if not future.done():
            raise RuntimeError("Event loop stopped before Future completed.")
        return future.result()

    def _enter(self):
        global _running_loop
        if _running_loop is not None:
            raise RuntimeError("Cannot run the event loop while another loop is running")
        _running_loop = self
        self._running = True
        _prelude._asyncgen_firstiter[0] = self._asyncgen_firstiter_hook

    def _leave(self):
        global _running_loop
        _running_loop = None
        self._running = False
        _prelude._asyncgen_firstiter[0] = None

    def _run_once(self):
        """One pass: the due timers, then the callbacks ready now. False when nothing is left."""
        s = self._scheduled
        if not self._ready:
            while s and s[0][2]._cancelled:
                s.pop(0)
            if not s:
                return False
            # Nothing to do until the next timer: the virtual clock jumps to it.
            if s[0][0] > self._clock:
                self._clock = s[0][0]
        n = 0
        while n < len(s) and s[n][0] <= self._clock:
            h = s[n][2]
            if not h._cancelled:
                self._ready.append(h)
            n += 1
        if n:
            del s[:n]
        ready = self._ready
        self._ready = []
        for h in ready:
            if not h._cancelled:
                h._run()
        # A pass takes time, as CPython's does (some microseconds): a task that keeps yielding with
        # sleep(0) lets the clock reach a timeout (wait_for, asyncio.timeout) instead of spinning.
        self._clock += 1e-6
        return True


class _EventLoop(BaseEventLoop):
    pass


def new_event_loop():
    return _EventLoop()


def get_running_loop():
    if _running_loop is None:
        raise RuntimeError("no running event loop")
    return _running_loop


def _get_running_loop():
    return _running_loop


def get_event_loop():
    global _event_loop
    if _running_loop is not None:
        return _running_loop
    if _event_loop is None:
        _event_loop = new_event_loop()
    return _event_loop


def set_event_loop(loop):
    global _event_loop
    _event_loop = loop


def _thread_switch(state=None):
    """Called by `_thread` as a thread starts (no argument: returns what the caller's thread had)
    and ends (with that): each thread has its own running loop and current loop, none at first."""
    global _running_loop, _event_loop
    if state is None:
        saved = (_running_loop, _event_loop, _prelude._asyncgen_firstiter[0])
        _running_loop = _event_loop = _prelude._asyncgen_firstiter[0] = None
        return saved
    _running_loop, _event_loop, _prelude._asyncgen_firstiter[0] = state
    return None


class Future:
    """A result that arrives later; awaiting it suspends until it is set."""

    _asyncio_future_blocking = False

    def __init__(self, *, loop=None):
        self._loop = loop if loop is not None else get_event_loop()
        self._state = _PENDING
        self._result = None
        self._exception = None
        self._callbacks = []
        self._cancel_message = None

    def get_loop(self):
        return self._loop

    def done(self):
        return self._state != _PENDING

    def cancelled(self):
        return self._state == _CANCELLED

    def _make_cancelled_error(self):
        if self._cancel_message is None:
            return CancelledError()
        return CancelledError(self._cancel_message)

    def cancel(self, msg=None):
        if self._state != _PENDING:
            return False
        self._state = _CANCELLED
        self._cancel_message = msg
        self._schedule_callbacks()
        return True

    def _schedule_callbacks(self):
        callbacks = self._callbacks
        self._callbacks = []
        for cb in callbacks:
            self._loop.call_soon(cb, self)

    def result(self):
        if self._state == _CANCELLED:
            raise self._make_cancelled_error()
        if self._state != _FINISHED:
            raise InvalidStateError("Result is not set.")
        if self._exception is not None:
            raise self._exception
        return self._result

    def exception(self):
        if self._state == _CANCELLED:
            raise self._make_cancelled_error()
        if self._state != _FINISHED:
            raise InvalidStateError("Exception is not set.")
        return self._exception

    def add_done_callback(self, fn, *, context=None):
        if self._state != _PENDING:
            self._loop.call_soon(fn, self)
        else:
            self._callbacks.append(fn)

    def remove_done_callback(self, fn):
        kept = [f for f in self._callbacks if f != fn]
        removed = len(self._callbacks) - len(kept)
        self._callbacks = kept
        return removed

    def set_result(self, result):
        if self._state != _PENDING:
            raise InvalidStateError("invalid state")
        self._result = result
        self._state = _FINISHED
        self._schedule_callbacks()

    def set_exception(self, exception):
        if self._state != _PENDING:
            raise InvalidStateError("invalid state")
        if isinstance(exception, type):
            exception = exception()
        if type(exception) is StopIteration:
            raise TypeError("StopIteration interacts badly with generators "
                            "and cannot be raised into a Future")
        self._exception = exception
        self._state = _FINISHED
        self._schedule_callbacks()

    def __await__(self):
        if not self.done():
            self._asyncio_future_blocking = True
            yield self
        if not self.done():
            raise RuntimeError("await wasn't used with future")
        return self.result()

    __iter__ = __await__

    def _state_repr(self):
        if self._state == _FINISHED:
            if self._exception is not None:
                return "finished exception=" + repr(self._exception)
            return "finished result=" + repr(self._result)
        return self._state.lower()

    def __repr__(self):
        return "<" + type(self).__name__ + " " + self._state_repr() + ">"


class Task(Future):
    """A coroutine scheduled on the loop: each step sends into it (or throws into it) until it
    awaits a pending future, whose completion schedules the next step."""

    def __init__(self, coro, *, loop=None, name=None, context=None):
        global _task_counter
        Future.__init__(self, loop=loop)
        if not iscoroutine(coro):
            raise TypeError("a coroutine was expected, got " + repr(coro))
        _task_counter += 1
        self._name = str(name) if name is not None else "Task-" + str(_task_counter)
        self._coro = coro
        if context is None:
            import contextvars
            context = contextvars.copy_context()
        self._context = context
        self._fut_waiter = None
        self._must_cancel = False
        self._num_cancels_requested = 0
        self._loop.call_soon(self._step)
        self._loop._tasks.append(self)

    def get_coro(self):
        return self._coro

    def get_name(self):
        return self._name

    def set_name(self, value):
        self._name = str(value)

    def set_result(self, result):
        raise RuntimeError("Task does not support set_result operation")

    def set_exception(self, exception):
        raise RuntimeError("Task does not support set_exception operation")

    def cancelling(self):
        return self._num_cancels_requested

    def uncancel(self):
        if self._num_cancels_requested > 0:
            self._num_cancels_requested -= 1
        return self._num_cancels_requested

    def cancel(self, msg=None):
        if self.done():
            return False
        self._num_cancels_requested += 1
        if self._fut_waiter is not None:
            if self._fut_waiter.cancel(msg=msg):
                return True
        self._must_cancel = True
        self._cancel_message = msg
        return True

    def _step(self, exc=None):
        if self.done():
            return
        if self._must_cancel:
            if not isinstance(exc, CancelledError):
                exc = self._make_cancelled_error()
            self._must_cancel = False
        self._fut_waiter = None
        loop = self._loop
        _current_tasks[id(loop)] = self
        try:
            # Each step runs in the task's own copy of the context, as CPython's.
            if exc is None:
                result = self._context.run(self._coro.send, None)
            else:
                result = self._context.run(self._coro.throw, exc)
        except StopIteration as e:
            if self._must_cancel:
                self._must_cancel = False
                Future.cancel(self, msg=self._cancel_message)
            else:
                Future.set_result(self, e.value)
        except CancelledError as e:
            self._cancel_message = e.args[0] if e.args else None
            Future.cancel(self, msg=self._cancel_message)
        except (KeyboardInterrupt, SystemExit) as e:
            Future.set_exception(self, e)
            raise
        except BaseException as e:
            Future.set_exception(self, e)
        else:
            if isinstance(result, Future) and result._asyncio_future_blocking:
                result._asyncio_future_blocking = False
                if result is self:
                    loop.call_soon(self._step, RuntimeError(
                        "Task cannot await on itself: " + repr(self)))
                else:
                    result.add_done_callback(self._wakeup)
                    self._fut_waiter = result
                    if self._must_cancel:
                        if self._fut_waiter.cancel(msg=self._cancel_message):
                            self._must_cancel = False
            elif result is None:
                # A bare yield (`sleep(0)`): run again on the next pass.
                loop.call_soon(self._step)
            else:
                loop.call_soon(self._step, RuntimeError(
                    "Task got bad yield: " + repr(result)))
        finally:
            _current_tasks.pop(id(loop), None)

    def _wakeup(self, future):
        try:
            future.result()
        except BaseException as exc:
            self._step(exc)
        else:
            self._step()

    def __repr__(self):
        return ("<Task " + self._state_repr() + " name=" + repr(self._name) + " coro="
                + repr(self._coro) + ">")


def ensure_future(coro_or_future, *, loop=None):
    if isinstance(coro_or_future, Future):
        return coro_or_future
    if loop is None:
        loop = get_event_loop()
    if iscoroutine(coro_or_future):
        return loop.create_task(coro_or_future)
    if hasattr(coro_or_future, "__await__"):
        return loop.create_task(_wrap_awaitable(coro_or_future))
    raise TypeError("An asyncio.Future, a coroutine or an awaitable is required")


async def _wrap_awaitable(awaitable):
    return await awaitable


def create_task(coro, *, name=None, context=None):
    return get_running_loop().create_task(coro, name=name, context=context)


def current_task(loop=None):
    if loop is None:
        loop = get_running_loop()
    return _current_tasks.get(id(loop))


def all_tasks(loop=None):
    if loop is None:
        loop = get_running_loop()
    return {t for t in loop._tasks if not t.done()}


def run(main, *, debug=None):
    """Runs the coroutine `main` on a new loop and returns its result; tasks still pending at
    its end are cancelled and given the chance to finish, then the loop is closed."""
    if _running_loop is not None:
        raise RuntimeError("asyncio.run() cannot be called from a running event loop")
    if not iscoroutine(main):
        raise ValueError("a coroutine was expected, got " + repr(main))
    loop = new_event_loop()
    set_event_loop(loop)
    try:
        return loop.run_until_complete(main)
    finally:
        try:
            _cancel_all_tasks(loop)
            loop.run_until_complete(loop.shutdown_asyncgens())
            if getattr(loop, "_default_executor", None) is not None:
                loop.run_until_complete(loop.shutdown_default_executor())
        finally:
            set_event_loop(None)
            loop.close()


class Runner:
    """A context manager that runs coroutines on one event loop it owns (asyncio.run's loop,
    kept across several `run()` calls); leaving it cancels what is still pending and closes
    the loop."""

    def __init__(self, *, debug=None, loop_factory=None):
        self._state = "created"
        self._debug = debug
        self._loop_factory = loop_factory
        self._loop = None
        self._context = None
        self._set_event_loop = False

    def __enter__(self):
        self._lazy_init()
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        self.close()

    def close(self):
        """Cancels the pending tasks, finishes the async generators and closes the loop."""
        if self._state != "initialized":
            return
        loop = self._loop
        try:
            _cancel_all_tasks(loop)
            loop.run_until_complete(loop.shutdown_asyncgens())
            if getattr(loop, "_default_executor", None) is not None:
                loop.run_until_complete(loop.shutdown_default_executor())
        finally:
            if self._set_event_loop:
                set_event_loop(None)
            loop.close()
            self._loop = None
            self._state = "closed"

    def get_loop(self):
        """The runner's event loop (made on first use)."""
        self._lazy_init()
        return self._loop

    def run(self, coro, *, context=None):
        """Runs the coroutine to its end on the runner's loop and returns its result."""
        if not iscoroutine(coro):
            raise ValueError("a coroutine was expected, got {!r}".format(coro))
        if _running_loop is not None:
            raise RuntimeError("Runner.run() cannot be called from a running event loop")
        self._lazy_init()
        task = self._loop.create_task(coro, context=self._context if context is None else context)
        return self._loop.run_until_complete(task)

    def _lazy_init(self):
        if self._state == "closed":
            raise RuntimeError("Runner is closed")
        if self._state == "initialized":
            return
        if self._loop_factory is None:
            self._loop = new_event_loop()
            if not self._set_event_loop:
                set_event_loop(self._loop)
                self._set_event_loop = True
        else:
            self._loop = self._loop_factory()
        import contextvars

        self._context = contextvars.copy_context()
        self._state = "initialized"


def _cancel_all_tasks(loop):
    pending = [t for t in loop._tasks if not t.done()]
    if not pending:
        return
    for t in pending:
        t.cancel()
    loop.run_until_complete(gather(*pending, return_exceptions=True))


class _Sleep0:
    def __await__(self):
        yield


def _set_result_unless_cancelled(fut, result):
    if not fut.cancelled():
        fut.set_result(result)


async def sleep(delay, result=None):
    """Suspends for `delay` seconds of the loop's virtual clock (0: one pass of the loop)."""
    if delay <= 0:
        await _Sleep0()
        return result
    loop = get_running_loop()
    future = loop.create_future()
    h = loop.call_later(delay, _set_result_unless_cancelled, future, result)
    try:
        return await future
    finally:
        h.cancel()


class _GatheringFuture(Future):
    def __init__(self, children, *, loop):
        Future.__init__(self, loop=loop)
        self._children = children
        self._cancel_requested = False

    def cancel(self, msg=None):
        if self.done():
            return False
        ret = False
        for child in self._children:
            if child.cancel(msg=msg):
                ret = True
        if ret:
            self._cancel_requested = True
        return ret


def gather(*coros_or_futures, return_exceptions=False):
    """A future for the results of all the awaitables, in their order."""
    if not coros_or_futures:
        loop = get_event_loop()
        outer = loop.create_future()
        outer.set_result([])
        return outer
    loop = None
    children = []
    arg_to_fut = {}
    for arg in coros_or_futures:
        key = id(arg)
        if key in arg_to_fut:
            fut = arg_to_fut[key][1]
        else:
            fut = ensure_future(arg, loop=loop)
            if loop is None:
                loop = fut.get_loop()
            arg_to_fut[key] = (arg, fut)
        children.append(fut)
    outer = _GatheringFuture(children, loop=loop)
    nfuts = len(arg_to_fut)
    state = [0]

    def _done_callback(fut):
        state[0] += 1
        if outer.done():
            if not fut.cancelled():
                fut.exception()
            return
        if not return_exceptions:
            if fut.cancelled():
                Future.set_exception(outer, fut._make_cancelled_error())
                return
            exc = fut.exception()
            if exc is not None:
                Future.set_exception(outer, exc)
                return
        if state[0] == nfuts:
            results = []
            for f in children:
                if f.cancelled():
                    res = f._make_cancelled_error()
                else:
                    res = f.exception()
                    if res is None:
                        res = f.result()
                results.append(res)
            if outer._cancel_requested:
                Future.set_exception(outer, fut._make_cancelled_error())
            else:
                Future.set_result(outer, results)

    for fut in arg_to_fut.values():
        fut[1].add_done_callback(_done_callback)
    return outer


def _release_waiter(waiter, *args):
    if not waiter.done():
        waiter.set_result(None)


async def _cancel_and_wait(fut):
    loop = get_running_loop()
    waiter = loop.create_future()
    cb = lambda f: _release_waiter(waiter)
    fut.add_done_callback(cb)
    try:
        fut.cancel()
        await waiter
    finally:
        fut.remove_done_callback(cb)


async def wait_for(fut, timeout):
    """Awaits `fut`, cancelling it and raising TimeoutError after `timeout` (virtual) seconds."""
    loop = get_running_loop()
    if timeout is None:
        return await fut
    fut = ensure_future(fut, loop=loop)
    if timeout <= 0:
        if fut.done():
            return fut.result()
        await _cancel_and_wait(fut)
        try:
            return fut.result()
        except CancelledError as exc:
            raise TimeoutError() from exc
    waiter = loop.create_future()
    timeout_handle = loop.call_later(timeout, _release_waiter, waiter)
    cb = lambda f: _release_waiter(waiter)
    fut.add_done_callback(cb)
    try:
        try:
            await waiter
        except CancelledError:
            if fut.done():
                return fut.result()
            fut.remove_done_callback(cb)
            await _cancel_and_wait(fut)
            raise
        if fut.done():
            return fut.result()
        fut.remove_done_callback(cb)
        await _cancel_and_wait(fut)
        try:
            return fut.result()
        except CancelledError as exc:
            raise TimeoutError() from exc
    finally:
        timeout_handle.cancel()


async def shield(arg):
    inner = ensure_future(arg)
    if inner.done():
        return inner.result()
    loop = inner.get_loop()
    outer = loop.create_future()

    def _inner_done(f):
        if outer.cancelled():
            return
        if f.cancelled():
            outer.cancel()
        elif f.exception() is not None:
            outer.set_exception(f.exception())
        else:
            outer.set_result(f.result())

    inner.add_done_callback(_inner_done)
    return await outer


class Timeout:
    """`async with asyncio.timeout(delay):` cancels the task running the block at the deadline
    (on the loop's virtual clock) and turns that cancellation into TimeoutError."""

    def __init__(self, when):
        self._when = when
        self._task = None
        self._handle = None
        self._expired = False
        self._entered = False

    def when(self):
        return self._when

    def expired(self):
        return self._expired

    def reschedule(self, when):
        if not self._entered:
            raise RuntimeError("Timeout has not been entered")
        if self._expired:
            raise RuntimeError("Cannot reschedule expired timeout")
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None
        self._when = when
        if when is not None:
            loop = get_running_loop()
            if when <= loop.time():
                self._handle = loop.call_soon(self._on_timeout)
            else:
                self._handle = loop.call_at(when, self._on_timeout)

    def _on_timeout(self):
        self._task.cancel()
        self._expired = True
        self._handle = None

    async def __aenter__(self):
        if self._entered:
            raise RuntimeError("Timeout has already been entered")
        self._task = current_task()
        if self._task is None:
            raise RuntimeError("Timeout should be used inside a task")
        self._entered = True
        self.reschedule(self._when)
        return self

    async def __aexit__(self, exc_type, exc_val, exc_tb):
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None
        if self._expired:
            self._task.uncancel()
            if exc_type is CancelledError:
                raise TimeoutError from exc_val
        return None

    def __repr__(self):
        state = "expired" if self._expired else ("active" if self._entered else "created")
        return "<Timeout [" + state + "] when=" + repr(self._when) + ">"


def timeout(delay):
    """A Timeout `delay` seconds from now (None: no deadline)."""
    loop = get_running_loop()
    return Timeout(loop.time() + delay if delay is not None else None)


def timeout_at(when):
    """A Timeout at the loop's time `when`."""
    return Timeout(when)


FIRST_COMPLETED = "FIRST_COMPLETED"
FIRST_EXCEPTION = "FIRST_EXCEPTION"
ALL_COMPLETED = "ALL_COMPLETED"


async def wait(fs, *, timeout=None, return_when=ALL_COMPLETED):
    """(done, pending) sets once `return_when` holds or `timeout` passes."""
    if not fs:
        raise ValueError("Set of Tasks/Futures is empty.")
    loop = get_running_loop()
    fs = {ensure_future(f, loop=loop) for f in fs}
    waiter = loop.create_future()
    timeout_handle = None
    if timeout is not None:
        timeout_handle = loop.call_later(timeout, _release_waiter, waiter)
    counter = [len(fs)]

    def _on_completion(f):
        counter[0] -= 1
        if (counter[0] <= 0 or return_when == FIRST_COMPLETED
                or (return_when == FIRST_EXCEPTION and not f.cancelled()
                    and f.exception() is not None)):
            if timeout_handle is not None:
                timeout_handle.cancel()
            if not waiter.done():
                waiter.set_result(None)

    for f in fs:
        f.add_done_callback(_on_completion)
    try:
        await waiter
    finally:
        if timeout_handle is not None:
            timeout_handle.cancel()
        for f in fs:
            f.remove_done_callback(_on_completion)
    done, pending = set(), set()
    for f in fs:
        if f.done():
            done.add(f)
        else:
            pending.add(f)
    return done, pending


def as_completed(fs, *, timeout=None):
    """Awaitables in the order their futures finish."""
    loop = get_event_loop()
    todo = {ensure_future(f, loop=loop) for f in fs}
    done = []
    waiters = []

    def _on_completion(f):
        todo.discard(f)
        done.append(f)
        while waiters and done:
            w = waiters.pop(0)
            if not w.done():
                w.set_result(None)

    for f in todo:
        f.add_done_callback(_on_completion)

    async def _wait_for_one():
        if not done:
            w = get_running_loop().create_future()
            waiters.append(w)
            await w
        return done.pop(0).result()

    return [_wait_for_one() for _ in range(len(todo))]


class Event:
    """A flag tasks can wait for."""

    def __init__(self):
        self._waiters = []
        self._value = False

    def is_set(self):
        return self._value

    def set(self):
        if not self._value:
            self._value = True
            for fut in self._waiters:
                if not fut.done():
                    fut.set_result(True)

    def clear(self):
        self._value = False

    async def wait(self):
        if self._value:
            return True
        fut = get_running_loop().create_future()
        self._waiters.append(fut)
        try:
            await fut
            return True
        finally:
            self._waiters.remove(fut)

    def __repr__(self):
        return "<asyncio.locks.Event object [" + ("set" if self._value else "unset") + "]>"


class Lock:
    """A mutex for tasks; `async with lock:` acquires and releases it."""

    def __init__(self):
        self._waiters = []
        self._locked = False

    def locked(self):
        return self._locked

    async def acquire(self):
        if not self._locked and all(w.cancelled() for w in self._waiters):
            self._locked = True
            return True
        fut = get_running_loop().create_future()
        self._waiters.append(fut)
        try:
            try:
                await fut
            finally:
                self._waiters.remove(fut)
        except CancelledError:
            if not self._locked:
                self._wake_up_first()
            raise
        self._locked = True
        return True

    def release(self):
        if self._locked:
            self._locked = False
            self._wake_up_first()
        else:
            raise RuntimeError("Lock is not acquired.")

    def _wake_up_first(self):
        if self._waiters:
            fut = self._waiters[0]
            if not fut.done():
                fut.set_result(True)

    async def __aenter__(self):
        await self.acquire()
        return None

    async def __aexit__(self, exc_type, exc, tb):
        self.release()

    def __repr__(self):
        return "<asyncio.locks.Lock object [" + ("locked" if self._locked else "unlocked") + "]>"


class Semaphore:
    """At most `value` holders at once."""

    def __init__(self, value=1):
        if value < 0:
            raise ValueError("Semaphore initial value must be >= 0")
        self._value = value
        self._waiters = []

    def locked(self):
        return self._value == 0

    async def acquire(self):
        while self._value <= 0:
            fut = get_running_loop().create_future()
            self._waiters.append(fut)
            try:
                await fut
            finally:
                if fut in self._waiters:
                    self._waiters.remove(fut)
        self._value -= 1
        return True

    def release(self):
        self._value += 1
        for fut in self._waiters:
            if not fut.done():
                fut.set_result(True)
                break

    async def __aenter__(self):
        await self.acquire()
        return None

    async def __aexit__(self, exc_type, exc, tb):
        self.release()


class BoundedSemaphore(Semaphore):
    def __init__(self, value=1):
        self._bound_value = value
        Semaphore.__init__(self, value)

    def release(self):
        if self._value >= self._bound_value:
            raise ValueError("BoundedSemaphore released too many times")
        Semaphore.release(self)


class Queue:
    """A FIFO queue for tasks: `get` waits for an item, `put` for room (with a maxsize)."""

    def __init__(self, maxsize=0):
        self._maxsize = maxsize
        self._getters = []
        self._putters = []
        self._unfinished_tasks = 0
        self._finished = Event()
        self._finished.set()
        self._init(maxsize)

    def _init(self, maxsize):
        self._queue = []

    def _get(self):
        return self._queue.pop(0)

    def _put(self, item):
        self._queue.append(item)

    def _wakeup_next(self, waiters):
        while waiters:
            waiter = waiters.pop(0)
            if not waiter.done():
                waiter.set_result(None)
                break

    def __repr__(self):
        return "<" + type(self).__name__ + " maxsize=" + repr(self._maxsize) + ">"

    def qsize(self):
        return len(self._queue)

    @property
    def maxsize(self):
        return self._maxsize

    def empty(self):
        return not self._queue

    def full(self):
        if self._maxsize <= 0:
            return False
        return self.qsize() >= self._maxsize

    async def put(self, item):
        while self.full():
            putter = get_running_loop().create_future()
            self._putters.append(putter)
            try:
                await putter
            except BaseException:
                putter.cancel()
                if putter in self._putters:
                    self._putters.remove(putter)
                if not self.full() and not putter.cancelled():
                    self._wakeup_next(self._putters)
                raise
        return self.put_nowait(item)

    def put_nowait(self, item):
        if self.full():
            raise QueueFull
        self._put(item)
        self._unfinished_tasks += 1
        self._finished.clear()
        self._wakeup_next(self._getters)

    async def get(self):
        while self.empty():
            getter = get_running_loop().create_future()
            self._getters.append(getter)
            try:
                await getter
            except BaseException:
                getter.cancel()
                if getter in self._getters:
                    self._getters.remove(getter)
                if not self.empty() and not getter.cancelled():
                    self._wakeup_next(self._getters)
                raise
        return self.get_nowait()

    def get_nowait(self):
        if self.empty():
            raise QueueEmpty
        item = self._get()
        self._wakeup_next(self._putters)
        return item

    def task_done(self):
        if self._unfinished_tasks <= 0:
            raise ValueError("task_done() called too many times")
        self._unfinished_tasks -= 1
        if self._unfinished_tasks == 0:
            self._finished.set()

    async def join(self):
        if self._unfinished_tasks > 0:
            await self._finished.wait()


class PriorityQueue(Queue):
    """Items come out smallest first."""

    def _put(self, item):
        q = self._queue
        lo, hi = 0, len(q)
        while lo < hi:
            mid = (lo + hi) // 2
            if item < q[mid]:
                hi = mid
            else:
                lo = mid + 1
        q.insert(lo, item)


class LifoQueue(Queue):
    """Items come out last in, first out."""

    def _get(self):
        return self._queue.pop()


# The bridges to threads (a thread runs to completion when started: the call runs at once).
from _asyncio_threads import to_thread, wrap_future  # noqa: E402
import _asyncio_threads  # noqa: E402
BaseEventLoop.run_in_executor = _asyncio_threads.run_in_executor
BaseEventLoop.set_default_executor = _asyncio_threads.set_default_executor
BaseEventLoop.shutdown_default_executor = _asyncio_threads.shutdown_default_executor
from _asyncio_taskgroup import TaskGroup  # noqa: E402

# Future[int], Task[int], Queue[int]: a types.GenericAlias, as CPython's.
for _cls in (Future, Task, Queue):
    _cls.__class_getitem__ = classmethod(type(list[int]))
del _cls
