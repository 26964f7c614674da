"""asyncio's bridges to threads, bound by `asyncio`: to_thread, wrap_future and the loop's
run_in_executor, set_default_executor, shutdown_default_executor.

The playground's threads run to completion when started (see `threading`), so the function given
to to_thread or run_in_executor runs at once, in a worker thread of the executor (by default the
loop's ThreadPoolExecutor, whose threads are named `asyncio_0`, ...); the asyncio future
returned gets its outcome at the loop's next pass, as CPython's gets it from the worker thread
through the loop. The function runs in the worker thread's own contextvars context (to_thread:
in a copy of the caller's), as in CPython.
"""


def wrap_future(future, *, loop=None):
    """An asyncio future that follows the concurrent.futures.Future `future`."""
    import asyncio
    import concurrent.futures
    if asyncio.isfuture(future):
        return future
    assert isinstance(future, concurrent.futures.Future), \
        f'concurrent.futures.Future is expected, got {future!r}'
    if loop is None:
        loop = asyncio.get_event_loop()
    new_future = loop.create_future()

    def copy_state(source):
        if new_future.cancelled():
            return
        if source.cancelled():
            new_future.cancel()
            return
        exc = source.exception()
        if exc is None:
            new_future.set_result(source.result())
        else:
            if isinstance(exc, concurrent.futures.CancelledError):
                exc = asyncio.CancelledError(*exc.args)
            new_future.set_exception(exc)

    def cancel_source(dest):
        if dest.cancelled():
            future.cancel()

    new_future.add_done_callback(cancel_source)
    # (as CPython's, the state is copied by a callback on the loop: at its next pass)
    future.add_done_callback(
        lambda f: None if loop.is_closed() else loop.call_soon(copy_state, f))
    return new_future


def run_in_executor(self, executor, func, *args):
    """Runs func(*args) in `executor` (None: the loop's default ThreadPoolExecutor); an asyncio
    future of its result."""
    self._check_closed()
    if executor is None:
        if getattr(self, "_executor_shutdown_called", False):
            raise RuntimeError('Executor shutdown has been called')
        executor = getattr(self, "_default_executor", None)
        if executor is None:
            import concurrent.futures
            executor = concurrent.futures.ThreadPoolExecutor(thread_name_prefix='asyncio')
            self._default_executor = executor
    return wrap_future(executor.submit(func, *args), loop=self)


def set_default_executor(self, executor):
    import concurrent.futures
    if not isinstance(executor, concurrent.futures.ThreadPoolExecutor):
        raise TypeError('executor must be ThreadPoolExecutor instance')
    self._default_executor = executor


async def shutdown_default_executor(self):
    """Shuts the default executor down (its calls have all run: submit runs them at once)."""
    self._executor_shutdown_called = True
    executor = getattr(self, "_default_executor", None)
    if executor is not None:
        executor.shutdown(wait=True)


async def to_thread(func, /, *args, **kwargs):
    """Runs func(*args, **kwargs) in a thread of the loop's default executor (at once, here),
    in a copy of the current context; returns its result."""
    import asyncio
    import contextvars
    loop = asyncio.get_running_loop()
    ctx = contextvars.copy_context()
    return await loop.run_in_executor(None, lambda: ctx.run(func, *args, **kwargs))
