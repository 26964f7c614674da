"""sched: a general-purpose event scheduler, as CPython 3.11's.

Events are kept in a heap ordered by (time, priority, sequence): equal times run by priority,
then in the order they were entered. The defaults are `time.monotonic` and `time.sleep`; the
playground's `time.sleep` returns at once, so a blocking `run()` waits for an event's time by
calling the clock again until it has come (the run's CPU keeps busy meanwhile).
"""

import heapq
import time
from collections import namedtuple
from itertools import count

__all__ = ["scheduler"]

_NO_KWARGS = object()


class Event(namedtuple("Event", "time, priority, sequence, action, argument, kwargs")):
    __slots__ = []


Event.__module__ = "sched"
Event.__doc__ = "Event(time, priority, sequence, action, argument, kwargs)"


class scheduler:
    def __init__(self, timefunc=time.monotonic, delayfunc=time.sleep):
        """A scheduler whose clock is `timefunc()` and which waits with `delayfunc(seconds)`."""
        self._queue = []
        self._counter = count()
        self.timefunc = timefunc
        self.delayfunc = delayfunc

    def enterabs(self, time, priority, action, argument=(), kwargs=_NO_KWARGS):
        """Schedules `action(*argument, **kwargs)` at absolute `time`; returns the Event (the
        handle for cancel)."""
        if kwargs is _NO_KWARGS:
            kwargs = {}
        event = Event(time, priority, next(self._counter), action, argument, kwargs)
        heapq.heappush(self._queue, event)
        return event

    def enter(self, delay, priority, action, argument=(), kwargs=_NO_KWARGS):
        """Schedules an event `delay` time units from now."""
        return self.enterabs(self.timefunc() + delay, priority, action, argument, kwargs)

    def cancel(self, event):
        """Removes an event from the queue (ValueError if it is not there)."""
        self._queue.remove(event)
        heapq.heapify(self._queue)

    def empty(self):
        """Whether the queue is empty."""
        return not self._queue

    def run(self, blocking=True):
        """Runs the events in order, waiting (delayfunc) for each one's time. With
        blocking=False, runs the events already due and returns the delay until the next one
        (None when none is left)."""
        q = self._queue
        while q:
            first = q[0]
            now = self.timefunc()
            if first.time > now:
                if not blocking:
                    return first.time - now
                self.delayfunc(first.time - now)
                continue
            heapq.heappop(q)
            first.action(*first.argument, **first.kwargs)
            self.delayfunc(0)
        return None

    @property
    def queue(self):
        """The upcoming events, in the order they will run (a new list)."""
        return sorted(self._queue)
