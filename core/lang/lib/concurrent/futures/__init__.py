"""concurrent.futures for the playground: Future, Executor, ThreadPoolExecutor, wait,
as_completed and their errors, as CPython 3.11's.

The playground runs one thread at a time, each to completion when it starts (see `threading`), so
ThreadPoolExecutor.submit runs the call at once, on a worker thread of the pool, and returns a
future that is already done (a call submitted while every worker is busy, from inside a running
call, waits in the pool's queue until a worker is free, as in CPython). Waiting for a future that
nothing can finish (result(), exception(), wait(), as_completed() with no timeout) raises
RuntimeError saying it would deadlock, never hangs; with a timeout it raises TimeoutError as
CPython does once the timeout passes. ProcessPoolExecutor raises NotImplementedError (the
playground has no processes).
"""

from concurrent.futures._base import (FIRST_COMPLETED, FIRST_EXCEPTION, ALL_COMPLETED,
                                      CancelledError, TimeoutError, InvalidStateError,
                                      BrokenExecutor, Future, Executor, wait, as_completed)
from concurrent.futures.thread import ThreadPoolExecutor
from concurrent.futures.process import ProcessPoolExecutor

__all__ = ('FIRST_COMPLETED', 'FIRST_EXCEPTION', 'ALL_COMPLETED', 'CancelledError',
           'TimeoutError', 'BrokenExecutor', 'Future', 'Executor', 'wait', 'as_completed',
           'ProcessPoolExecutor', 'ThreadPoolExecutor')
