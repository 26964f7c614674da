"""concurrent.futures.thread: ThreadPoolExecutor, whose submit() runs the call at once.

The playground runs one thread at a time, each to completion (see `threading`). submit() hands
the call to a free worker of the pool, which runs it then and there, so the future it returns is
done. A worker is made, as CPython makes one, when no worker is free and the pool has fewer than
max_workers: since a call has finished before the next submit(), one worker usually serves them
all, and the initializer runs once per worker, in it. A call submitted from inside a running call
when no worker is free (max_workers reached) waits in the pool's queue, as in CPython, and runs
when a worker is done with its call. Idle workers are alive threads until shutdown().
"""

import os
from collections import deque
import threading
import _thread
from concurrent.futures import _base

_pool_counter = [0]


class BrokenThreadPool(_base.BrokenExecutor):
    """Raised when a worker thread in a ThreadPoolExecutor failed initializing."""


class _WorkItem:
    def __init__(self, future, fn, args, kwargs):
        self.future = future
        self.fn = fn
        self.args = args
        self.kwargs = kwargs

    def run(self):
        if not self.future.set_running_or_notify_cancel():
            return
        try:
            result = self.fn(*self.args, **self.kwargs)
        except BaseException as exc:
            self.future.set_exception(exc)
        else:
            self.future.set_result(result)


class _Worker(threading.Thread):
    # A pool's thread: alive from its making until the pool shuts down; it runs the queued calls
    # each time the pool hands it work.
    def __init__(self, executor, name):
        threading.Thread.__init__(self, name=name, daemon=False)
        self._executor = executor
        ident = _thread._new_ident()
        self._ident = self._native_id = ident
        self._started = True
        threading._active[ident] = self
        self._needs_init = True
        self._context = None

    def _work(self):
        _thread._run(self._ident, self._serve, self)

    def _serve(self):
        executor = self._executor
        if self._needs_init:
            self._needs_init = False
            if executor._initializer is not None:
                try:
                    executor._initializer(*executor._initargs)
                except BaseException:
                    _base._logger().critical('Exception in initializer:', exc_info=True)
                    executor._initializer_failed()
                    self._stop()
                    return
        queue = executor._work_queue
        while queue:
            queue.popleft().run()
        if executor._shutdown:
            self._stop()
        else:
            executor._idle.append(self)

    def _stop(self):
        if not self._is_stopped:
            self._is_stopped = True
            threading._active.pop(self._ident, None)
            _thread._finish(self._ident)

    def start(self):
        raise RuntimeError("threads can only be started once")


class ThreadPoolExecutor(_base.Executor):
    """An executor whose calls run in a pool of at most max_workers threads (at submit() here)."""

    def __init__(self, max_workers=None, thread_name_prefix='', initializer=None, initargs=()):
        if max_workers is None:
            # CPython's default: one thread per CPU plus 4, at most 32 (the playground reports
            # no CPU count, so 1 + 4).
            cpus = getattr(os, "cpu_count", lambda: None)()
            max_workers = min(32, (cpus or 1) + 4)
        if max_workers <= 0:
            raise ValueError("max_workers must be greater than 0")
        if initializer is not None and not callable(initializer):
            raise TypeError("initializer must be a callable")
        self._max_workers = max_workers
        self._work_queue = deque()
        self._idle = []
        self._threads = set()
        self._broken = False
        self._shutdown = False
        if not thread_name_prefix:
            thread_name_prefix = f"ThreadPoolExecutor-{_pool_counter[0]}"
            _pool_counter[0] += 1
        self._thread_name_prefix = thread_name_prefix
        self._initializer = initializer
        self._initargs = initargs

    def submit(self, fn, /, *args, **kwargs):
        if self._broken:
            raise BrokenThreadPool(self._broken)
        if self._shutdown:
            raise RuntimeError('cannot schedule new futures after shutdown')
        future = _base.Future()
        self._work_queue.append(_WorkItem(future, fn, args, kwargs))
        self._adjust_thread_count()
        return future

    submit.__doc__ = _base.Executor.submit.__doc__

    def _adjust_thread_count(self):
        if self._idle:
            worker = self._idle.pop()
        elif len(self._threads) < self._max_workers:
            worker = _Worker(self, f"{self._thread_name_prefix}_{len(self._threads)}")
            self._threads.add(worker)
        else:
            return  # every worker is busy (further out): the call waits in the queue
        worker._work()

    def _initializer_failed(self):
        self._broken = ('A thread initializer failed, the thread pool '
                        'is not usable anymore')
        while self._work_queue:
            item = self._work_queue.popleft()
            item.future.set_exception(BrokenThreadPool(self._broken))

    def shutdown(self, wait=True, *, cancel_futures=False):
        self._shutdown = True
        if cancel_futures:
            while self._work_queue:
                self._work_queue.popleft().future.cancel()
        for worker in self._idle:
            worker._stop()
        self._idle.clear()
        if wait:
            for worker in self._threads:
                worker.join()

    shutdown.__doc__ = _base.Executor.shutdown.__doc__
