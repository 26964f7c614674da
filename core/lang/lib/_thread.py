"""_thread for the playground: CPython 3.11's low-level threads and locks, on a VM with one thread.

The VM cannot switch between Python stacks, so a new thread runs to completion, in the calling
thread's context, when it is started (`start_new_thread`, `threading.Thread.start`): the thread
gets an identity of its own (`get_ident()` inside it is its ident) for as long as it runs, then
the caller goes on. Fork-join programs (start workers, join them, print the results) print what
CPython prints. A call that would wait for another thread (acquiring a lock that is held, with no
timeout) can never be answered, since no other thread can run until the waiting one ends: it
raises RuntimeError saying it would deadlock, rather than hang. With a timeout it gives up as
CPython does once the timeout passes (`time.sleep` is the playground's clock, which takes no
real time).

Idents are small numbers: the main thread's is 1 and each new thread takes the next one (CPython
shows the system's numbers); a thread's native_id is its ident. Reprs that hold an address show
the VM's `id`.
"""

import time as _time

__all__ = ["LockType", "RLock", "TIMEOUT_MAX", "allocate_lock", "allocate", "error", "exit",
           "exit_thread", "get_ident", "get_native_id", "interrupt_main", "stack_size",
           "start_new_thread", "start_new"]

error = RuntimeError
TIMEOUT_MAX = 9223372036.0

# The threads now running, innermost last: a started thread runs inside the call that started
# it, so the running threads form a stack. `_exit_hooks` are called when a thread ends (the
# thread-local storage it had, threading's record of it).
_running = [1]
_next_ident = [2]
_exit_hooks = {}
_stack_size = [0]
_new_threads = [0]  # threads started by start_new_thread and still running (`_count()`)


def get_ident():
    return _running[-1]


def get_native_id():
    return _running[-1]


def _deadlock(what, why):
    """The error for a wait that nothing can end: no other thread can run while this one waits."""
    return RuntimeError(f"{what} would deadlock: the playground runs each thread to completion "
                        f"at start(), so {why}")


def _new_ident():
    ident = _next_ident[0]
    _next_ident[0] = ident + 1
    return ident


def _enter(ident):
    _running.append(ident)


def _leave():
    _running.pop()


def _is_running(ident):
    return ident in _running


def _at_exit(ident, fn):
    _exit_hooks.setdefault(ident, []).append(fn)


def _finish(ident):
    """The thread `ident` has ended for good: drop what was kept for it."""
    for fn in _exit_hooks.pop(ident, ()):
        fn(ident)


def _check_timeout(blocking, timeout, what="can't specify a timeout for a non-blocking call"):
    if not blocking and timeout != -1:
        raise ValueError(what)
    if timeout < 0 and timeout != -1:
        raise ValueError("timeout value must be positive")
    if timeout * 1e9 >= 2 ** 63:
        raise OverflowError("timestamp out of range for platform time_t")
    if timeout > TIMEOUT_MAX:
        raise OverflowError("timeout value is too large")


def _give_up(blocking, timeout, what, why):
    """A wait that cannot succeed: False at once (non-blocking), False after the timeout, or the
    deadlock error (blocking forever)."""
    if not blocking:
        return False
    if timeout is None or timeout == -1:
        raise _deadlock(what, why)
    if timeout > 0:
        _time.sleep(timeout)
    return False


def _at(obj):
    # The "at 0x..." part of the VM's default repr, for the reprs that show an address.
    return object.__repr__(obj).rsplit(" at ", 1)[1][:-1]


class lock:
    """A primitive lock: acquired by one thread at a time, released by any."""


    def __reduce_ex__(self, protocol):
        # A lock is no data: copy, deepcopy and pickle refuse it, as CPython's C type.
        raise TypeError("cannot pickle '_thread.lock' object")
    def __init__(self):
        self._locked = False

    def acquire(self, blocking=True, timeout=-1):
        _check_timeout(blocking, timeout)
        if not self._locked:
            self._locked = True
            return True
        return _give_up(blocking, timeout, "Lock.acquire()",
                        "no other thread can release the lock")

    acquire_lock = acquire

    def release(self):
        if not self._locked:
            raise RuntimeError("release unlocked lock")
        self._locked = False

    release_lock = release

    def locked(self):
        return self._locked

    locked_lock = locked

    def _at_fork_reinit(self):
        self._locked = False

    def __enter__(self):
        return self.acquire()

    def __exit__(self, *exc):
        self.release()

    def __repr__(self):
        state = "locked" if self._locked else "unlocked"
        return f"<{state} _thread.lock object at {_at(self)}>"


LockType = lock


class RLock:
    """A reentrant lock: its owner may acquire it again; each acquire needs its release."""


    def __reduce_ex__(self, protocol):
        # A lock is no data: copy, deepcopy and pickle refuse it, as CPython's C type.
        raise TypeError("cannot pickle '_thread.RLock' object")
    def __init__(self, *args, **kwargs):
        self._owner = 0
        self._count = 0

    def acquire(self, blocking=True, timeout=-1):
        _check_timeout(blocking, timeout)
        me = get_ident()
        if self._count and self._owner == me:
            self._count += 1
            return True
        if not self._count:
            self._owner = me
            self._count = 1
            return True
        return _give_up(blocking, timeout, "RLock.acquire()",
                        "the thread that holds the lock cannot release it")

    def release(self):
        if not self._count or self._owner != get_ident():
            raise RuntimeError("cannot release un-acquired lock")
        self._count -= 1
        if not self._count:
            self._owner = 0

    __enter__ = acquire

    def __exit__(self, *exc):
        self.release()

    def _is_owned(self):
        return bool(self._count) and self._owner == get_ident()

    def _release_save(self):
        if not self._count:
            raise RuntimeError("cannot release un-acquired lock")
        state = (self._count, self._owner)
        self._count = 0
        self._owner = 0
        return state

    def _acquire_restore(self, state):
        self._count, self._owner = state

    def _at_fork_reinit(self):
        self._owner = 0
        self._count = 0

    def __repr__(self):
        state = "locked" if self._count else "unlocked"
        return (f"<{state} _thread.RLock object owner={self._owner} count={self._count} "
                f"at {_at(self)}>")


RLock.__module__ = LockType.__module__ = "_thread"


def allocate_lock():
    return lock()


allocate = allocate_lock


def stack_size(size=0):
    if size < 0:
        raise ValueError("size must be 0 or a positive value")
    if size != 0 and size < 32768:
        raise ValueError(f"size not valid: {size} bytes")
    old = _stack_size[0]
    _stack_size[0] = size
    return old


def _count():
    return _new_threads[0]


def exit():
    raise SystemExit


exit_thread = exit


def interrupt_main(signum=2):
    raise NotImplementedError("_thread.interrupt_main: the playground has no signals")


def _run(ident, fn, owner=None):
    """Runs `fn()` as the thread `ident` (its ident while it runs), then returns to the caller.
    The thread has a contextvars context of its own, empty at its start as in CPython (kept on
    `owner._context` when given, for a thread that runs several times: a pool's worker), and no
    running asyncio loop."""
    import sys
    contextvars = sys.modules.get("contextvars")
    if contextvars is not None:
        ctx = getattr(owner, "_context", None)
        if ctx is None:
            ctx = contextvars.Context()
            if owner is not None:
                owner._context = ctx
        body = fn
        fn = lambda: ctx.run(body)  # noqa: E731
    asyncio = sys.modules.get("asyncio")
    switch = getattr(asyncio, "_thread_switch", None)
    outer = switch() if switch is not None else None
    _enter(ident)
    try:
        return fn()
    finally:
        _leave()
        if switch is not None:
            switch(outer)


def start_new_thread(function, args, kwargs=None):
    """Runs function(*args, **kwargs) to completion as a new thread and returns its ident."""
    if not callable(function):
        raise TypeError("first arg must be callable")
    if not isinstance(args, tuple):
        raise TypeError("2nd arg must be a tuple")
    if kwargs is not None and not isinstance(kwargs, dict):
        raise TypeError("optional 3rd arg must be a dictionary")
    ident = _new_ident()

    def body():
        try:
            function(*args, **(kwargs or {}))
        except SystemExit:
            pass
        except BaseException as exc:
            # (CPython's traceback starts in the function: no frame of this module)
            tb = exc.__traceback__
            _unraisable(f"Exception ignored in thread started by: {function!r}", exc,
                        tb.tb_next if tb is not None else None)

    _new_threads[0] += 1
    try:
        _run(ident, body)
    finally:
        _new_threads[0] -= 1
        _finish(ident)
    return ident


start_new = start_new_thread


def _unraisable(header, exc, tb):
    import sys
    import traceback
    err = sys.stderr
    if err is None:
        return
    print(header, file=err)
    if tb is None:
        # (No traceback object reached here: the VM renders the one it kept. Passing tb=None
        # would leave the frames out.)
        traceback.print_exception(exc, file=err)
    else:
        traceback.print_exception(type(exc), exc, tb, file=err)
    try:
        err.flush()
    except Exception:
        pass


class _ExceptHookArgs(tuple):
    """threading.excepthook's argument: (exc_type, exc_value, exc_traceback, thread)."""

    n_fields = n_sequence_fields = 4
    n_unnamed_fields = 0
    _fields = ("exc_type", "exc_value", "exc_traceback", "thread")

    def __new__(cls, seq):
        seq = tuple(seq)
        if len(seq) != 4:
            raise TypeError(f"_thread._ExceptHookArgs() takes a 4-sequence "
                            f"({len(seq)}-sequence given)")
        return super().__new__(cls, seq)

    exc_type = property(lambda self: self[0])
    exc_value = property(lambda self: self[1])
    exc_traceback = property(lambda self: self[2])
    thread = property(lambda self: self[3])

    def __repr__(self):
        inner = ", ".join(f"{n}={v!r}" for n, v in zip(self._fields, self))
        return f"_thread._ExceptHookArgs({inner})"


_ExceptHookArgs.__module__ = "_thread"


def _excepthook(args):
    """threading.excepthook's default: prints the thread's uncaught exception to stderr, as
    CPython does (SystemExit is ignored silently)."""
    import sys
    import traceback
    if args.exc_type is SystemExit:
        return
    err = sys.stderr
    if err is None:
        thread = args.thread
        err = getattr(thread, "_stderr", None) if thread is not None else None
        if err is None:
            return
    name = args.thread.name if args.thread is not None else get_ident()
    print(f"Exception in thread {name}:", file=err, flush=True)
    traceback.print_exception(args.exc_type, args.exc_value, args.exc_traceback, file=err)
    try:
        err.flush()
    except Exception:
        pass


# Thread-local storage. A local object's own `__dict__` holds the attributes of the thread that
# used it last; the other threads' are kept aside in its `_LocalState` and swapped in when a
# thread touches it, so attribute lookup is the ordinary one. A thread's attributes go when the
# thread ends.
_local_states = {}


class _LocalState:
    def __init__(self, args, kwargs, real, owner):
        self.args = args
        self.kwargs = kwargs
        self.real = real
        self.owner = owner
        self.saved = {}

    def thread_ended(self, ident):
        if self.owner == ident:
            self.real.clear()
            self.owner = None
        else:
            self.saved.pop(ident, None)


def _local_swap(obj):
    state = _local_states.get(id(obj))
    me = _running[-1]
    if state is None or state.owner == me:
        return
    real = state.real
    if state.owner is not None:
        state.saved[state.owner] = dict(real)
        real.clear()
    state.owner = me
    mine = state.saved.pop(me, None)
    if mine is not None:
        real.update(mine)
        return
    if me != 1:
        _at_exit(me, state.thread_ended)
    init = type(obj).__init__
    if init is not object.__init__:
        init(obj, *state.args, **state.kwargs)


class _local:
    """Thread-local data: each thread sees its own attributes on the object."""

    def __new__(cls, *args, **kwargs):
        if (args or kwargs) and cls.__init__ is object.__init__:
            raise TypeError("Initialization arguments are not supported")
        self = object.__new__(cls)
        me = _running[-1]
        _local_states[id(self)] = _LocalState(args, kwargs,
                                              object.__getattribute__(self, "__dict__"), me)
        if me != 1:
            _at_exit(me, _local_states[id(self)].thread_ended)
        return self

    def __getattribute__(self, name):
        _local_swap(self)
        try:
            return object.__getattribute__(self, name)
        except AttributeError as exc:
            _local_name_error(self, name, exc)

    def __setattr__(self, name, value):
        if name == "__dict__":
            raise AttributeError(f"'{_local_type_name(self)}' object attribute '__dict__' is "
                                 "read-only")
        _local_swap(self)
        object.__setattr__(self, name, value)

    def __delattr__(self, name):
        if name == "__dict__":
            raise AttributeError(f"'{_local_type_name(self)}' object attribute '__dict__' is "
                                 "read-only")
        _local_swap(self)
        try:
            object.__delattr__(self, name)
        except AttributeError as exc:
            _local_name_error(self, name, exc)

    def __del__(self):
        _local_states.pop(id(self), None)


_local.__module__ = "_thread"


def _local_type_name(obj):
    # (CPython names its C type with the module: `_thread._local`; a subclass by its name)
    return "_thread._local" if type(obj) is _local else type(obj).__name__


def _local_name_error(obj, name, exc):
    if type(obj) is _local and exc.args == (f"'_local' object has no attribute '{name}'",):
        raise AttributeError(f"'_thread._local' object has no attribute '{name}'") from None
    raise exc
