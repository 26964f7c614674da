# asyncio.TaskGroup (Python 3.11): structured concurrency over the loop in asyncio.py. Leaving
# the `async with` block waits for every task made through the group. The first task to fail (or
# the block itself raising) cancels the tasks still running and, once, the task that owns the
# group, so its block stops at its next await; the group then raises the failures together as a
# BaseExceptionGroup('unhandled errors in a TaskGroup', [...]) (an ExceptionGroup when they are
# all Exceptions). KeyboardInterrupt and SystemExit are raised as they are, not grouped.

import asyncio as _asyncio


def _fatal(exc):
    return isinstance(exc, (SystemExit, KeyboardInterrupt))


class TaskGroup:
    def __init__(self):
        self._state = "new"  # new -> entered -> exiting (-> done)
        self._cancelling_children = False
        self._owner = None
        self._loop = None
        self._running = set()
        self._failures = []
        self._fatal = None
        self._owner_cancelled_by_us = False
        self._all_done = None

    def __repr__(self):
        parts = ["<TaskGroup"]
        if self._running:
            parts.append(f"tasks={len(self._running)}")
        if self._failures:
            parts.append(f"errors={len(self._failures)}")
        if self._cancelling_children:
            parts.append("cancelling")
        elif self._state != "new":
            parts.append("entered")
        return " ".join(parts) + ">"

    async def __aenter__(self):
        if self._state != "new":
            raise RuntimeError(f"TaskGroup {self!r} has already been entered")
        self._loop = _asyncio.get_running_loop()
        self._owner = _asyncio.current_task()
        if self._owner is None:
            raise RuntimeError(f"TaskGroup {self!r} cannot determine the parent task")
        self._state = "entered"
        return self

    def create_task(self, coro, *, name=None, context=None):
        if self._state == "new":
            raise RuntimeError(f"TaskGroup {self!r} has not been entered")
        if self._state in ("exiting", "done") and not self._running:
            raise RuntimeError(f"TaskGroup {self!r} is finished")
        if self._cancelling_children:
            raise RuntimeError(f"TaskGroup {self!r} is shutting down")
        task = self._loop.create_task(coro, name=name, context=context)
        if task.done():
            self._child_finished(task)
        else:
            self._running.add(task)
            task.add_done_callback(self._child_finished)
        return task

    def _cancel_children(self):
        self._cancelling_children = True
        for task in self._running:
            if not task.done():
                task.cancel()

    def _child_finished(self, task):
        self._running.discard(task)
        waiter = self._all_done
        if waiter is not None and not self._running and not waiter.done():
            waiter.set_result(True)
        if task.cancelled():
            return
        exc = task.exception()
        if exc is None:
            return
        self._failures.append(exc)
        if _fatal(exc) and self._fatal is None:
            self._fatal = exc
        if self._owner.done():
            return
        # The first failure stops the rest, and interrupts the owner's block at its next await;
        # __aexit__ takes that cancellation back.
        if not self._cancelling_children and not self._owner_cancelled_by_us:
            self._cancel_children()
            self._owner_cancelled_by_us = True
            self._owner.cancel()

    async def __aexit__(self, et, exc, tb):
        self._state = "exiting"
        cancelled_from_outside = None
        if exc is not None and _fatal(exc) and self._fatal is None:
            self._fatal = exc
        if et is not None:
            if et is _asyncio.CancelledError:
                ours = self._owner_cancelled_by_us and self._owner.uncancel() == 0
                if not ours:
                    cancelled_from_outside = exc
            if not self._cancelling_children:
                self._cancel_children()
        # Wait for every child; a cancellation of the owner while waiting cancels them (once) and
        # is raised at the end unless a failure is.
        while self._running:
            self._all_done = self._loop.create_future()
            try:
                await self._all_done
            except _asyncio.CancelledError as e:
                if not self._cancelling_children:
                    cancelled_from_outside = e
                    self._cancel_children()
            self._all_done = None
        self._state = "done"
        if self._fatal is not None:
            raise self._fatal
        if cancelled_from_outside is not None and not self._failures:
            raise cancelled_from_outside
        failures = self._failures
        if et is not None and et is not _asyncio.CancelledError:
            failures.append(exc)
        if failures:
            self._failures = []
            raise BaseExceptionGroup("unhandled errors in a TaskGroup", failures) from None
