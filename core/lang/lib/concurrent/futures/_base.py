"""concurrent.futures._base: Future, Executor, wait, as_completed and the errors (see the
package's docstring for how waiting works in the playground's one thread)."""

import collections
import time
import types
from _thread import _deadlock

FIRST_COMPLETED = 'FIRST_COMPLETED'
FIRST_EXCEPTION = 'FIRST_EXCEPTION'
ALL_COMPLETED = 'ALL_COMPLETED'
_AS_COMPLETED = '_AS_COMPLETED'

# A future's states, as CPython names them.
PENDING = 'PENDING'
RUNNING = 'RUNNING'
CANCELLED = 'CANCELLED'
CANCELLED_AND_NOTIFIED = 'CANCELLED_AND_NOTIFIED'
FINISHED = 'FINISHED'

_DESCRIPTIONS = {
    PENDING: "pending",
    RUNNING: "running",
    CANCELLED: "cancelled",
    CANCELLED_AND_NOTIFIED: "cancelled",
    FINISHED: "finished",
}

_DONE_STATES = (CANCELLED_AND_NOTIFIED, FINISHED)


def _logger():
    import logging
    return logging.getLogger("concurrent.futures")


class Error(Exception):
    """Base class for all future-related exceptions."""


class CancelledError(Error):
    """The Future was cancelled."""


TimeoutError = TimeoutError


class InvalidStateError(Error):
    """The operation is not allowed in this state."""


class BrokenExecutor(RuntimeError):
    """Raised when an executor has become non-functional after a severe failure."""


def _never_done(what):
    return _deadlock(what, "nothing can finish the future while it waits")


def _pass_time(timeout):
    # A wait that nothing can end, with a timeout: the timeout passes (on the playground's clock).
    if timeout > 0:
        time.sleep(timeout)


class Future:
    """The result of a call that may not have finished yet."""

    def __init__(self):
        self._state = PENDING
        self._result = None
        self._exception = None
        self._done_callbacks = []

    def _invoke_callbacks(self):
        for callback in self._done_callbacks:
            try:
                callback(self)
            except Exception:
                _logger().exception('exception calling callback for %r', self)

    def __repr__(self):
        head = f"<{type(self).__name__} at {hex(id(self))} " \
               f"state={_DESCRIPTIONS[self._state]}"
        if self._state == FINISHED:
            if self._exception is not None:
                return f"{head} raised {type(self._exception).__name__}>"
            return f"{head} returned {type(self._result).__name__}>"
        return head + ">"

    def cancel(self):
        """Cancels the future if it has not started running; True if it is cancelled."""
        if self._state in (RUNNING, FINISHED):
            return False
        if self._state in (CANCELLED, CANCELLED_AND_NOTIFIED):
            return True
        self._state = CANCELLED
        self._invoke_callbacks()
        return True

    def cancelled(self):
        return self._state in (CANCELLED, CANCELLED_AND_NOTIFIED)

    def running(self):
        return self._state == RUNNING

    def done(self):
        return self._state in (CANCELLED, CANCELLED_AND_NOTIFIED, FINISHED)

    def _outcome_or_wait(self, timeout, what):
        if self._state in (CANCELLED, CANCELLED_AND_NOTIFIED):
            raise CancelledError()
        if self._state == FINISHED:
            return
        if timeout is None:
            raise _never_done(what)
        _pass_time(timeout)
        raise TimeoutError()

    def result(self, timeout=None):
        """The call's result (or its exception, raised); waits up to `timeout` seconds."""
        self._outcome_or_wait(timeout, "Future.result()")
        if self._exception is not None:
            raise self._exception
        return self._result

    def exception(self, timeout=None):
        """The exception the call raised (None if it returned); waits up to `timeout` seconds."""
        self._outcome_or_wait(timeout, "Future.exception()")
        return self._exception

    def add_done_callback(self, fn):
        """Calls fn(future) when the future is done (at once if it is)."""
        if self._state not in (CANCELLED, CANCELLED_AND_NOTIFIED, FINISHED):
            self._done_callbacks.append(fn)
            return
        try:
            fn(self)
        except Exception:
            _logger().exception('exception calling callback for %r', self)

    def set_running_or_notify_cancel(self):
        """For executors: marks the future running (True), or notes its cancellation (False)."""
        if self._state == CANCELLED:
            self._state = CANCELLED_AND_NOTIFIED
            return False
        if self._state == PENDING:
            self._state = RUNNING
            return True
        _logger().critical('Future %s in unexpected state: %s', id(self), self._state)
        raise RuntimeError('Future in unexpected state')

    def _finish(self, result, exception):
        if self._state in (CANCELLED, CANCELLED_AND_NOTIFIED, FINISHED):
            raise InvalidStateError(f'{self._state}: {self!r}')
        self._result = result
        self._exception = exception
        self._state = FINISHED
        self._invoke_callbacks()

    def set_result(self, result):
        """For executors and tests: the call returned `result`."""
        self._finish(result, None)

    def set_exception(self, exception):
        """For executors and tests: the call raised `exception`."""
        self._finish(None, exception)

    def __class_getitem__(cls, item):
        return types.GenericAlias(cls, item)


class Executor:
    """The base class of executors: submit(), map(), shutdown() and the `with` statement."""

    def submit(self, fn, /, *args, **kwargs):
        raise NotImplementedError()

    def map(self, fn, *iterables, timeout=None, chunksize=1):
        """Like map(fn, *iterables), with the calls submitted at once and the results given in
        order (a call's exception is raised when its result is reached)."""
        deadline = None if timeout is None else timeout + time.monotonic()
        futures = [self.submit(fn, *args) for args in zip(*iterables)]
        return _results_in_order(futures, deadline)

    def shutdown(self, wait=True, *, cancel_futures=False):
        pass

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        self.shutdown(wait=True)
        return False


def _results_in_order(futures, deadline):
    # The results one by one; the futures not reached when the iteration stops (an exception,
    # the generator closed) are cancelled.
    given = 0
    try:
        while given < len(futures):
            timeout = None if deadline is None else deadline - time.monotonic()
            value = futures[given].result(timeout)
            given += 1
            yield value
    finally:
        for future in futures[given:]:
            future.cancel()


DoneAndNotDoneFutures = collections.namedtuple('DoneAndNotDoneFutures', 'done not_done')


def wait(fs, timeout=None, return_when=ALL_COMPLETED):
    """Returns DoneAndNotDoneFutures(done, not_done), two sets, once `return_when` holds (the
    first future done, the first raising an exception, or all of them) or the timeout passes."""
    fs = set(fs)
    done = {f for f in fs if f._state in _DONE_STATES}
    not_done = fs - done
    if return_when == FIRST_COMPLETED and done:
        return DoneAndNotDoneFutures(done, not_done)
    if return_when == FIRST_EXCEPTION and done:
        if any(not f.cancelled() and f.exception() is not None for f in done):
            return DoneAndNotDoneFutures(done, not_done)
    if not not_done:
        return DoneAndNotDoneFutures(done, not_done)
    if timeout is None:
        raise _deadlock("concurrent.futures.wait()",
                        "nothing can finish the futures still pending while it waits")
    _pass_time(timeout)
    return DoneAndNotDoneFutures(done, not_done)


def as_completed(fs, timeout=None):
    """Yields the futures of `fs` as they complete: here the done ones, in the order given, then
    (for pending ones, which nothing can finish while this waits) TimeoutError after `timeout`,
    or the deadlock RuntimeError without one."""
    if timeout is not None:
        deadline = timeout + time.monotonic()
    unique = list(dict.fromkeys(fs))
    total = len(unique)
    pending = []
    for f in unique:
        if f._state in _DONE_STATES:
            yield f
        else:
            pending.append(f)
    # (a future may have finished while the done ones were being handled)
    while pending:
        still = []
        for f in pending:
            if f._state in _DONE_STATES:
                yield f
            else:
                still.append(f)
        if len(still) == len(pending):
            break
        pending = still
    if not pending:
        return
    if timeout is None:
        raise _deadlock("concurrent.futures.as_completed()",
                        "nothing can finish the futures still pending while it waits")
    _pass_time(deadline - time.monotonic())
    raise TimeoutError(f'{len(pending)} (of {total}) futures unfinished')
