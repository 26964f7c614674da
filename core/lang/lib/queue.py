"""queue (CPython 3.11's): Queue, LifoQueue, PriorityQueue, SimpleQueue, Empty, Full.

The playground runs each thread to completion when it is started (see `threading`), so nothing
can put or take an item while a call waits: a call that would block with no timeout (get on an
empty queue, put on a full one, join with unfinished tasks) raises RuntimeError saying it would
deadlock instead of hanging forever as CPython would; with a timeout it raises Empty/Full once
the timeout has passed (on the playground's clock: `time.sleep`, which takes no real time).
Producer/consumer programs whose threads are joined before the queue is read work as in CPython.
A Queue has CPython's `mutex` (a Lock) and its conditions `not_empty`, `not_full` and
`all_tasks_done` over it.
"""

from collections import deque
import heapq
import time as _time
import threading as _threading
from _thread import _deadlock

__all__ = ["Empty", "Full", "Queue", "PriorityQueue", "LifoQueue", "SimpleQueue"]


class Empty(Exception):
    __module__ = "_queue"  # (CPython's, which its tracebacks print)
    "Exception raised by Queue.get(block=0)/get_nowait()."


class Full(Exception):
    "Exception raised by Queue.put(block=0)/put_nowait()."


def _forever(what, why):
    raise _deadlock(what, why)


def _wait_out(timeout):
    # A wait with a timeout that nothing can end: the timeout passes.
    if timeout < 0:
        raise ValueError("'timeout' must be a non-negative number")
    if timeout > 0:
        _time.sleep(timeout)


class Queue:
    def __init__(self, maxsize=0):
        self.maxsize = maxsize
        self._init(maxsize)
        self.mutex = _threading.Lock()
        self.not_empty = _threading.Condition(self.mutex)
        self.not_full = _threading.Condition(self.mutex)
        self.all_tasks_done = _threading.Condition(self.mutex)
        self.unfinished_tasks = 0

    def task_done(self):
        unfinished = self.unfinished_tasks - 1
        if unfinished <= 0:
            if unfinished < 0:
                raise ValueError("task_done() called too many times")
        self.unfinished_tasks = unfinished

    def join(self):
        if self.unfinished_tasks:
            _forever(f"{type(self).__name__}.join()",
                     "no other thread can finish the unfinished tasks")

    def qsize(self):
        return self._qsize()

    def empty(self):
        return not self._qsize()

    def full(self):
        return 0 < self.maxsize <= self._qsize()

    def put(self, item, block=True, timeout=None):
        if self.maxsize > 0 and self._qsize() >= self.maxsize:
            if not block:
                raise Full
            if timeout is None:
                _forever(f"{type(self).__name__}.put() on a full queue",
                         "no other thread can take an item out")
            _wait_out(timeout)
            raise Full
        self._put(item)
        self.unfinished_tasks += 1

    def get(self, block=True, timeout=None):
        if not self._qsize():
            if not block:
                raise Empty
            if timeout is None:
                _forever(f"{type(self).__name__}.get() on an empty queue",
                         "no other thread can put an item in")
            _wait_out(timeout)
            raise Empty
        return self._get()

    def put_nowait(self, item):
        return self.put(item, block=False)

    def get_nowait(self):
        return self.get(block=False)

    def _init(self, maxsize):
        self.queue = deque()

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.popleft()

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)


class PriorityQueue(Queue):
    def _init(self, maxsize):
        self.queue = []

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        heapq.heappush(self.queue, item)

    def _get(self):
        return heapq.heappop(self.queue)


class LifoQueue(Queue):
    def _init(self, maxsize):
        self.queue = []

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.pop()


class SimpleQueue:
    def __init__(self):
        self._queue = deque()

    def put(self, item, block=True, timeout=None):
        self._queue.append(item)

    def get(self, block=True, timeout=None):
        if not self._queue:
            if not block:
                raise Empty
            if timeout is None:
                _forever(f"{type(self).__name__}.get() on an empty queue",
                         "no other thread can put an item in")
            _wait_out(timeout)
            raise Empty
        return self._queue.popleft()

    def put_nowait(self, item):
        return self.put(item, block=False)

    def get_nowait(self):
        return self.get(False)

    def empty(self):
        return len(self._queue) == 0

    def qsize(self):
        return len(self._queue)

    def __class_getitem__(cls, item):
        import types
        return types.GenericAlias(cls, item)
