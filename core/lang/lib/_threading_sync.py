"""threading's synchronisation objects (Condition, Semaphore, BoundedSemaphore, Event, Barrier),
bound by `threading`; see its docstring. One thread runs at a time and runs to its end, so no
thread is ever left waiting on these objects: a wait that nothing can end raises the deadlock
RuntimeError without a timeout, and gives up after the timeout with one.
"""

import _thread
from _thread import _deadlock, _give_up, _at
import time as _time


def _warn_deprecated(old, new):
    import warnings
    warnings.warn(f"{old} is deprecated, use {new} instead", DeprecationWarning, stacklevel=3)


def _timeout_of(timeout):
    # None waits forever; a negative timeout is no wait at all
    if timeout is None:
        return -1
    return max(timeout, 0)


class Condition:
    """A condition variable over a lock (an RLock by default)."""

    __module__ = "threading"

    def __init__(self, lock=None):
        if lock is None:
            lock = _thread.RLock()
        self._lock = lock
        self.acquire = lock.acquire
        self.release = lock.release
        self._waiters = 0

    def __enter__(self):
        return self._lock.__enter__()

    def __exit__(self, *args):
        return self._lock.__exit__(*args)

    def __repr__(self):
        return f"<Condition({self._lock!r}, {self._waiters})>"

    def _is_owned(self):
        owned = getattr(self._lock, "_is_owned", None)
        if owned is not None:
            return owned()
        # a plain lock: held (by someone) when it cannot be taken now
        if self._lock.acquire(False):
            self._lock.release()
            return False
        return True

    def _release_save(self):
        save = getattr(self._lock, "_release_save", None)
        if save is not None:
            return save()
        self._lock.release()
        return None

    def _acquire_restore(self, state):
        restore = getattr(self._lock, "_acquire_restore", None)
        if restore is not None:
            restore(state)
        else:
            self._lock.acquire()

    def wait(self, timeout=None):
        if not self._is_owned():
            raise RuntimeError("cannot wait on un-acquired lock")
        if timeout is None:
            raise _deadlock("Condition.wait()", "no other thread can notify it")
        # The lock is let go for the wait, as in CPython, and taken back after it.
        state = self._release_save()
        try:
            _give_up(True, _timeout_of(timeout), "Condition.wait()", "")
        finally:
            self._acquire_restore(state)
        return False

    def wait_for(self, predicate, timeout=None):
        result = predicate()
        if result:
            return result
        if timeout is None:
            if not self._is_owned():
                raise RuntimeError("cannot wait on un-acquired lock")
            raise _deadlock("Condition.wait_for()", "no other thread can make the predicate "
                            "true and notify it")
        # (as CPython's: one wait, even with a timeout of 0, then the predicate again)
        self.wait(timeout)
        return predicate()

    def notify(self, n=1):
        if not self._is_owned():
            raise RuntimeError("cannot notify on un-acquired lock")
        # Nobody can be waiting: a waiting thread never yields to another one.

    def notify_all(self):
        self.notify(self._waiters)

    def notifyAll(self):
        _warn_deprecated("notifyAll()", "notify_all()")
        self.notify_all()


class Semaphore:
    """A counter that acquire() takes one from (it cannot go below zero) and release() adds to."""

    __module__ = "threading"

    def __init__(self, value=1):
        if value < 0:
            raise ValueError("semaphore initial value must be >= 0")
        self._value = value

    def __repr__(self):
        return f"<{type(self).__module__}.{type(self).__qualname__} at {_at(self)}: " \
               f"value={self._value}>"

    def acquire(self, blocking=True, timeout=None):
        if not blocking and timeout is not None:
            raise ValueError("can't specify timeout for non-blocking acquire")
        if self._value > 0:
            self._value -= 1
            return True
        return _give_up(blocking, _timeout_of(timeout), f"{type(self).__name__}.acquire()",
                        "no other thread can release it")

    __enter__ = acquire

    def release(self, n=1):
        if n < 1:
            raise ValueError("n must be one or more")
        self._value += n

    def __exit__(self, t, v, tb):
        self.release()


class BoundedSemaphore(Semaphore):
    """A semaphore that may not be released above its initial value."""

    __module__ = "threading"

    def __init__(self, value=1):
        Semaphore.__init__(self, value)
        self._initial_value = value

    def __repr__(self):
        return f"<{type(self).__module__}.{type(self).__qualname__} at {_at(self)}: " \
               f"value={self._value}/{self._initial_value}>"

    def release(self, n=1):
        if n < 1:
            raise ValueError("n must be one or more")
        if self._value + n > self._initial_value:
            raise ValueError("Semaphore released too many times")
        self._value += n


class Event:
    """A flag that threads can wait for."""

    __module__ = "threading"

    def __init__(self):
        self._flag = False

    def __repr__(self):
        state = "set" if self._flag else "unset"
        return f"<{type(self).__module__}.{type(self).__qualname__} at {_at(self)}: {state}>"

    def _at_fork_reinit(self):
        pass

    def is_set(self):
        return self._flag

    def isSet(self):
        _warn_deprecated("isSet()", "is_set()")
        return self.is_set()

    def set(self):
        self._flag = True

    def clear(self):
        self._flag = False

    def wait(self, timeout=None):
        if self._flag:
            return True
        return _give_up(True, _timeout_of(timeout), "Event.wait()",
                        "no other thread can set the event")


class BrokenBarrierError(RuntimeError):
    __module__ = "threading"


class Barrier:
    """Lets `parties` threads wait for each other. With one thread running at a time only a
    barrier of one party can fill; a wait on a larger one breaks it after the timeout (CPython's
    BrokenBarrierError) or, with no timeout, raises the deadlock RuntimeError."""

    __module__ = "threading"

    def __init__(self, parties, action=None, timeout=None):
        self._parties = parties
        self._action = action
        self._timeout = timeout
        self._broken = False

    def __repr__(self):
        where = f"<{type(self).__module__}.{type(self).__qualname__} at {_at(self)}"
        if self._broken:
            return f"{where}: broken>"
        return f"{where}: waiters={self.n_waiting}/{self.parties}>"

    def wait(self, timeout=None):
        if timeout is None:
            timeout = self._timeout
        if self._broken:
            raise BrokenBarrierError
        if self._parties != 1:
            if timeout is None:
                others = self._parties - 1
                who = "the other party" if others == 1 else f"the other {others} parties"
                raise _deadlock("Barrier.wait()", f"{who} can never arrive while it waits")
            _give_up(True, _timeout_of(timeout), "Barrier.wait()", "")
            self._broken = True
            raise BrokenBarrierError
        if self._action is not None:
            try:
                self._action()
            except BaseException:
                self._broken = True
                raise
        return 0

    def reset(self):
        self._broken = False

    def abort(self):
        self._broken = True

    @property
    def parties(self):
        return self._parties

    @property
    def n_waiting(self):
        return 0

    @property
    def broken(self):
        return self._broken
