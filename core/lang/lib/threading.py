"""threading for the playground: CPython 3.11's threads and synchronisation objects, on a VM
that runs one thread and cannot switch between Python stacks.

A thread runs to completion, in the calling thread's context, when `start()` is called: inside it
`current_thread()` is the thread, `get_ident()` its ident, a `local` object shows its own
attributes; then `start()` returns and the caller goes on. So fork-join programs (start N workers,
join them, print the results) print CPython's answer, deterministically. What would have to wait
for another thread cannot be answered, since no other thread can run while one waits: a blocking
`Lock.acquire()` of a held lock, `Event.wait()` on an unset event, `Condition.wait()`, a
`Barrier` that cannot fill, or `join()` of a thread that is running further out (the main thread,
the thread that started this one), all without a timeout, raise RuntimeError saying the call
would deadlock because the playground runs each thread to completion at start(); never a hang or
a wrong answer. With a timeout they return (or raise) as CPython's do once the timeout has passed
(`time.sleep`, the playground's clock, takes no real time).

An uncaught exception in a thread goes to `excepthook`, which prints CPython's
`Exception in thread NAME:` and the traceback to stderr; the program goes on. Idents are small
numbers (the main thread's is 1, then 2, 3, ... for each thread started) where CPython shows the
system's, and reprs show them in CPython's places: `<Thread(Thread-1 (worker), stopped 2)>`.
`settrace`/`setprofile` with a function raise NotImplementedError (the VM has no tracing).
"""

import sys as _sys
import _thread
from _thread import (get_ident, get_native_id, TIMEOUT_MAX, _deadlock, _give_up,
                     _check_timeout, _at)
from _thread import _local as local
from _thread import _ExceptHookArgs as ExceptHookArgs
from _thread import _excepthook as excepthook
import time as _time

__all__ = ['get_ident', 'active_count', 'Condition', 'current_thread', 'enumerate', 'main_thread',
           'TIMEOUT_MAX', 'Event', 'Lock', 'RLock', 'Semaphore', 'BoundedSemaphore', 'Thread',
           'Barrier', 'BrokenBarrierError', 'Timer', 'ThreadError', 'ExceptHookArgs', 'setprofile',
           'settrace', 'local', 'stack_size', 'excepthook', 'get_native_id', 'getprofile',
           'gettrace']

ThreadError = _thread.error
__excepthook__ = excepthook
Lock = _thread.allocate_lock
_allocate_lock = _thread.allocate_lock
stack_size = _thread.stack_size

# The threads running now (the main thread, the threads started and not yet ended), by ident.
_active = {}
_counter = [0]


def _newname(template="Thread-%d"):
    _counter[0] += 1
    return template % _counter[0]


def _deprecated(old, new):
    import warnings
    warnings.warn(f"{old} is deprecated, {new} instead", DeprecationWarning, stacklevel=3)


def RLock(*args, **kwargs):
    return _thread.RLock(*args, **kwargs)


def settrace(func):
    if func is not None:
        raise NotImplementedError("threading.settrace: the playground's VM has no tracing")


def setprofile(func):
    if func is not None:
        raise NotImplementedError("threading.setprofile: the playground's VM has no profiling")


def gettrace():
    return None


def getprofile():
    return None


class Thread:
    """A thread of control: its run() (by default target(*args, **kwargs)) runs to completion
    when start() is called."""

    _initialized = False

    def __init__(self, group=None, target=None, name=None, args=(), kwargs=None, *,
                 daemon=None):
        assert group is None, "group argument must be None for now"
        if kwargs is None:
            kwargs = {}
        if name:
            name = str(name)
        else:
            name = _newname("Thread-%d")
            if target is not None:
                try:
                    name += f" ({target.__name__})"
                except AttributeError:
                    pass
        self._target = target
        self._name = name
        self._args = args
        self._kwargs = kwargs
        self._daemonic = current_thread().daemon if daemon is None else daemon
        self._ident = None
        self._native_id = None
        self._started = False
        self._is_stopped = False
        self._initialized = True
        self._stderr = _sys.stderr

    def start(self):
        if not self._initialized:
            raise RuntimeError("thread.__init__() not called")
        if self._started:
            raise RuntimeError("threads can only be started once")
        ident = _thread._new_ident()
        self._ident = self._native_id = ident
        self._started = True
        _active[ident] = self
        try:
            _thread._run(ident, self._bootstrap_inner)
        finally:
            self._is_stopped = True
            _active.pop(ident, None)
            _thread._finish(ident)

    def _bootstrap_inner(self):
        try:
            self.run()
        except BaseException:
            _invoke_excepthook(self)

    def run(self):
        try:
            if self._target is not None:
                self._target(*self._args, **self._kwargs)
        finally:
            # (as CPython: the thread keeps no references to its target and arguments)
            del self._target, self._args, self._kwargs

    def join(self, timeout=None):
        if not self._initialized:
            raise RuntimeError("Thread.__init__() not called")
        if not self._started:
            raise RuntimeError("cannot join thread before it is started")
        if self is current_thread():
            raise RuntimeError("cannot join current thread")
        if self.is_alive():
            # It runs further out than the current thread (or is a pool's idle worker): it
            # cannot end before this one does.
            if timeout is not None and timeout < 0:
                timeout = 0
            _give_up(True, timeout, "Thread.join()",
                     f"the thread {self._name!r} cannot end while this one waits")

    @property
    def name(self):
        assert self._initialized, "Thread.__init__() not called"
        return self._name

    @name.setter
    def name(self, name):
        assert self._initialized, "Thread.__init__() not called"
        self._name = str(name)

    @property
    def ident(self):
        assert self._initialized, "Thread.__init__() not called"
        return self._ident

    @property
    def native_id(self):
        assert self._initialized, "Thread.__init__() not called"
        return self._native_id

    def is_alive(self):
        assert self._initialized, "Thread.__init__() not called"
        return self._started and not self._is_stopped

    @property
    def daemon(self):
        assert self._initialized, "Thread.__init__() not called"
        return self._daemonic

    @daemon.setter
    def daemon(self, daemonic):
        if not self._initialized:
            raise RuntimeError("Thread.__init__() not called")
        if self._started:
            raise RuntimeError("cannot set daemon status of active thread")
        self._daemonic = daemonic

    def isDaemon(self):
        _deprecated("isDaemon()", "get the daemon attribute")
        return self.daemon

    def setDaemon(self, daemonic):
        _deprecated("setDaemon()", "set the daemon attribute")
        self.daemon = daemonic

    def getName(self):
        _deprecated("getName()", "get the name attribute")
        return self.name

    def setName(self, name):
        _deprecated("setName()", "set the name attribute")
        self.name = name

    def __repr__(self):
        assert self._initialized, "Thread.__init__() was not called"
        status = "initial"
        if self._started:
            status = "started"
        if self._is_stopped:
            status = "stopped"
        if self._daemonic:
            status += " daemon"
        if self._ident is not None:
            status += f" {self._ident}"
        return f"<{type(self).__name__}({self._name}, {status})>"


def _invoke_excepthook(thread):
    exc_type, exc_value, exc_tb = _sys.exc_info()
    hook = _excepthook_now()
    args = ExceptHookArgs((exc_type, exc_value, exc_tb, thread))
    try:
        hook(args)
    except Exception as exc:
        exc.__suppress_context__ = True
        _thread._unraisable("Exception in threading.excepthook:", exc, exc.__traceback__)


def _excepthook_now():
    # `threading.excepthook` as the program has set it (None: the default).
    hook = globals()["excepthook"]
    return hook if hook is not None else __excepthook__


class _MainThread(Thread):
    def __init__(self):
        Thread.__init__(self, name="MainThread", daemon=False)
        self._started = True
        self._ident = self._native_id = 1
        _active[1] = self


class _DummyThread(Thread):
    # A thread started by _thread.start_new_thread, as threading sees it while it runs.
    def __init__(self, ident):
        Thread.__init__(self, name=_newname("Dummy-%d"), daemon=True)
        self._started = True
        self._ident = self._native_id = ident
        _active[ident] = self
        _thread._at_exit(ident, self._ended)

    def _ended(self, ident):
        self._is_stopped = True
        _active.pop(ident, None)

    def is_alive(self):
        return not self._is_stopped

    def join(self, timeout=None):
        raise AssertionError("cannot join a dummy thread")


_main_thread = None


def current_thread():
    ident = get_ident()
    thread = _active.get(ident)
    if thread is None:
        thread = _DummyThread(ident)
    return thread


def currentThread():
    _deprecated("currentThread()", "use current_thread()")
    return current_thread()


def main_thread():
    return _main_thread


def active_count():
    return len(_active)


def activeCount():
    _deprecated("activeCount()", "use active_count()")
    return active_count()


def enumerate():
    return list(_active.values())


_main_thread = _MainThread()


class Timer(Thread):
    """Calls function(*args, **kwargs) when started, after `interval` seconds, unless cancelled."""

    def __init__(self, interval, function, args=None, kwargs=None):
        Thread.__init__(self)
        self.interval = interval
        self.function = function
        self.args = args if args is not None else []
        self.kwargs = kwargs if kwargs is not None else {}
        self.finished = Event()

    def cancel(self):
        self.finished.set()

    def run(self):
        self.finished.wait(self.interval)
        if not self.finished.is_set():
            self.function(*self.args, **self.kwargs)
        self.finished.set()


from _threading_sync import (Condition, Semaphore, BoundedSemaphore, Event,  # noqa: E402
                             Barrier, BrokenBarrierError)
