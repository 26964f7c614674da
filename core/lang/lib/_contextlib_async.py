"""contextlib's asynchronous tools (CPython 3.11's behaviour): AbstractAsyncContextManager,
AsyncContextDecorator, asynccontextmanager, aclosing and AsyncExitStack. Re-exported by
`contextlib`; kept apart so that the synchronous module stays small."""

import abc as _abc
from contextlib import (_type_label, _bound_exit, _check_methods, _generic_alias,
                        _fix_exception_context, _reraise)


class AbstractAsyncContextManager(_abc.ABC):
    """A base for asynchronous context managers: __aenter__ returns self."""

    def __class_getitem__(cls, item):
        return _generic_alias(cls, item)

    async def __aenter__(self):
        return self

    @_abc.abstractmethod
    async def __aexit__(self, exc_type, exc_value, traceback):
        return None

    @classmethod
    def __subclasshook__(cls, C):
        if cls is AbstractAsyncContextManager:
            return _check_methods(C, "__aenter__", "__aexit__")
        return NotImplemented


class AsyncContextDecorator:
    """A base that makes an asynchronous context manager usable as a decorator of
    coroutine functions too."""

    def _recreate_cm(self):
        return self

    def __call__(self, func):
        from functools import wraps

        @wraps(func)
        async def inner(*args, **kwds):
            async with self._recreate_cm():
                return await func(*args, **kwds)
        return inner


class _AsyncGeneratorContextManager(AbstractAsyncContextManager, AsyncContextDecorator):
    def __init__(self, func, args, kwds):
        self.gen = func(*args, **kwds)
        self.func, self.args, self.kwds = func, args, kwds
        doc = getattr(func, "__doc__", None)
        if doc is None:
            doc = type(self).__doc__
        self.__doc__ = doc

    def _recreate_cm(self):
        # A decorator use needs a fresh generator for every call.
        return self.__class__(self.func, self.args, self.kwds)

    async def __aenter__(self):
        # The arguments are only needed to recreate the manager, no longer possible.
        del self.args, self.kwds, self.func
        try:
            return await self.gen.__anext__()
        except StopAsyncIteration:
            raise RuntimeError("generator didn't yield") from None

    async def __aexit__(self, typ, value, traceback):
        if typ is None:
            try:
                await self.gen.__anext__()
            except StopAsyncIteration:
                return False
            raise RuntimeError("generator didn't stop")
        if value is None:
            value = typ()
        try:
            await self.gen.athrow(typ, value, traceback)
        except StopAsyncIteration as exc:
            return exc is not value
        except RuntimeError as exc:
            if exc is value:
                return False
            if isinstance(value, (StopIteration, StopAsyncIteration)) and exc.__cause__ is value:
                return False
            raise
        except BaseException as exc:
            if exc is not value:
                raise
            return False
        raise RuntimeError("generator didn't stop after athrow()")


def asynccontextmanager(func):
    """@asynccontextmanager: an async generator function that yields once becomes an
    asynchronous context manager factory (`async with f() as x: ...`)."""
    from functools import wraps

    @wraps(func)
    def helper(*args, **kwds):
        return _AsyncGeneratorContextManager(func, args, kwds)
    return helper


class aclosing(AbstractAsyncContextManager):
    """Awaits thing.aclose() when the block ends: async with aclosing(agen) as g: ..."""

    def __init__(self, thing):
        self.thing = thing

    async def __aenter__(self):
        return self.thing

    async def __aexit__(self, *exc_info):
        await self.thing.aclose()


class AsyncExitStack(AbstractAsyncContextManager):
    """ExitStack's asynchronous form: synchronous and asynchronous context managers and
    callbacks, unwound last-in first-out by `async with` or aclose()."""

    def __init__(self):
        self._exit_callbacks = []

    def pop_all(self):
        """Move the callbacks to a new stack and return it; this one is left empty."""
        new_stack = type(self)()
        new_stack._exit_callbacks = self._exit_callbacks
        self._exit_callbacks = []
        return new_stack

    def push(self, exit):
        """Add an __exit__-like callback, or a context manager's __exit__."""
        exit_method = getattr(type(exit), "__exit__", None)
        if exit_method is None:
            self._exit_callbacks.append((True, exit))
        else:
            self._exit_callbacks.append((True, _bound_exit(exit, exit_method)))
        return exit

    def enter_context(self, cm):
        """Enter the synchronous cm and push its __exit__; returns what __enter__ returned."""
        cls = type(cm)
        enter = getattr(cls, "__enter__", None)
        exit = getattr(cls, "__exit__", None)
        if enter is None or exit is None:
            raise TypeError(
                "'%s' object does not support the context manager protocol" % _type_label(cls))
        result = enter(cm)
        self._exit_callbacks.append((True, _bound_exit(cm, exit)))
        return result

    def callback(self, callback, /, *args, **kwds):
        """Register callback(*args, **kwds) to run at exit."""
        def _exit_wrapper(exc_type, exc, tb):
            callback(*args, **kwds)
        _exit_wrapper.__wrapped__ = callback
        self._exit_callbacks.append((True, _exit_wrapper))
        return callback

    async def enter_async_context(self, cm):
        """Enter the asynchronous cm and push its __aexit__; returns what __aenter__ gave."""
        cls = type(cm)
        enter = getattr(cls, "__aenter__", None)
        exit = getattr(cls, "__aexit__", None)
        if enter is None or exit is None:
            raise TypeError("'%s' object does not support the asynchronous context manager "
                            "protocol" % _type_label(cls))
        result = await enter(cm)
        self._exit_callbacks.append((False, _bound_exit(cm, exit)))
        return result

    def push_async_exit(self, exit):
        """Add an __aexit__-like coroutine function, or an async context manager's
        __aexit__."""
        exit_method = getattr(type(exit), "__aexit__", None)
        if exit_method is None:
            self._exit_callbacks.append((False, exit))
        else:
            self._exit_callbacks.append((False, _bound_exit(exit, exit_method)))
        return exit

    def push_async_callback(self, callback, /, *args, **kwds):
        """Register the coroutine function callback(*args, **kwds) to be awaited at exit."""
        async def _exit_wrapper(exc_type, exc, tb):
            await callback(*args, **kwds)
        _exit_wrapper.__wrapped__ = callback
        self._exit_callbacks.append((False, _exit_wrapper))
        return callback

    async def aclose(self):
        """Unwind the stack now."""
        await self.__aexit__(None, None, None)

    async def __aenter__(self):
        return self

    async def __aexit__(self, *exc_details):
        import sys

        received_exc = exc_details[0] is not None
        # The exception being handled where the stack unwinds (see ExitStack.__exit__).
        frame_exc = sys.exc_info()[1]
        suppressed_exc = False
        pending_raise = False
        callbacks = self._exit_callbacks
        while callbacks:
            is_sync, cb = callbacks.pop()
            try:
                if is_sync:
                    cb_suppress = cb(*exc_details)
                else:
                    cb_suppress = await cb(*exc_details)
                if cb_suppress:
                    suppressed_exc = True
                    pending_raise = False
                    exc_details = (None, None, None)
            except BaseException as exc:
                _fix_exception_context(exc, exc_details[1], frame_exc)
                pending_raise = True
                exc_details = (type(exc), exc, None)
        if pending_raise:
            _reraise(exc_details[1])
        return received_exc and suppressed_exc

# They are contextlib's names: reprs and errors say so, as CPython's.
for _obj in (AbstractAsyncContextManager, AsyncContextDecorator, _AsyncGeneratorContextManager,
             asynccontextmanager, aclosing, AsyncExitStack):
    try:
        _obj.__module__ = "contextlib"
    except (AttributeError, TypeError):
        pass
del _obj
