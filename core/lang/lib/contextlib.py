"""Utilities for with-statement contexts (CPython's contextlib): contextmanager, suppress,
nullcontext, closing, ExitStack, AbstractContextManager, ContextDecorator, redirect_stdout,
redirect_stderr and chdir; the asynchronous tools (asynccontextmanager, AsyncExitStack, aclosing,
AsyncContextDecorator, AbstractAsyncContextManager) are in `_contextlib_async.py`, loaded on
first use.

When the body of a `with` over a @contextmanager generator raises, the exception is thrown into
the generator at its yield (generator.throw), as in CPython; a generator without throw() would be
finished as if the body had ended, and the exception propagated.
"""

__all__ = ["asynccontextmanager", "contextmanager", "closing", "nullcontext",
           "AbstractContextManager", "AbstractAsyncContextManager", "AsyncExitStack",
           "ContextDecorator", "ExitStack", "redirect_stdout", "redirect_stderr", "suppress",
           "aclosing", "chdir"]


import abc as _abc


def _check_methods(C, *methods):
    # collections.abc's rule: each method defined somewhere on C's MRO and not set to None.
    mro = getattr(C, "__mro__", None) or (C,)
    for method in methods:
        for B in mro:
            try:
                d = vars(B)
            except TypeError:
                # A built-in type of the VM's: its attributes answer.
                d = {method: getattr(B, method)} if hasattr(B, method) else {}
            if method in d:
                if d[method] is None:
                    return NotImplemented
                break
        else:
            return NotImplemented
    return True


class AbstractContextManager(_abc.ABC):
    """A base for context managers: __enter__ returns self."""

    def __class_getitem__(cls, item):
        return _generic_alias(cls, item)

    def __enter__(self):
        return self

    @_abc.abstractmethod
    def __exit__(self, exc_type, exc_value, traceback):
        return None

    @classmethod
    def __subclasshook__(cls, C):
        if cls is AbstractContextManager:
            return _check_methods(C, "__enter__", "__exit__")
        return NotImplemented


def _generic_alias(cls, item):
    import types

    return types.GenericAlias(cls, item)


class ContextDecorator:
    """A base that makes a context manager usable as a function decorator too."""

    def _recreate_cm(self):
        return self

    def __call__(self, func):
        def inner(*args, **kwds):
            with self._recreate_cm():
                return func(*args, **kwds)
        return inner


class _GeneratorContextManager(ContextDecorator):
    def __init__(self, func, args, kwds):
        self.gen = func(*args, **kwds)
        self.func = func
        self.args = args
        self.kwds = kwds

    def _recreate_cm(self):
        # A decorator use needs a fresh generator for every call.
        return _GeneratorContextManager(self.func, self.args, self.kwds)

    def __enter__(self):
        # Dropped as CPython's are (a second `with` of the same object then fails on them).
        del self.args, self.kwds, self.func
        for value in self.gen:
            return value
        raise RuntimeError("generator didn't yield")

    def __exit__(self, typ, value, traceback):
        gen = self.gen
        if typ is None:
            for _ in gen:
                raise RuntimeError("generator didn't stop")
            return False
        if value is None:
            value = typ()
        throw = getattr(gen, "throw", None)
        if throw is None:
            # No throw(): finish the generator (its finally blocks run), then let the
            # exception propagate.
            for _ in gen:
                break
            return False
        try:
            throw(value)
        except StopIteration as exc:
            return exc is not value
        except RuntimeError as exc:
            if exc is value:
                return False
            if isinstance(value, StopIteration) and exc.__cause__ is value:
                return False
            raise
        except BaseException as exc:
            if exc is not value:
                raise
            return False
        raise RuntimeError("generator didn't stop after throw()")


def contextmanager(func):
    """@contextmanager: a generator function that yields once becomes a context manager
    factory; the code before the yield is __enter__, the code after it __exit__."""
    def helper(*args, **kwds):
        return _GeneratorContextManager(func, args, kwds)
    return helper


class closing(AbstractContextManager):
    """Calls thing.close() when the block ends: with closing(thing) as t: ..."""

    def __init__(self, thing):
        self.thing = thing

    def __enter__(self):
        return self.thing

    def __exit__(self, *exc_info):
        self.thing.close()


class nullcontext(AbstractContextManager):
    """A context manager that does nothing; __enter__ returns enter_result."""

    def __init__(self, enter_result=None):
        self.enter_result = enter_result

    def __enter__(self):
        return self.enter_result

    def __exit__(self, *excinfo):
        pass


class suppress(AbstractContextManager):
    """Suppress the given exception types in the block: with suppress(KeyError): ..."""

    def __init__(self, *exceptions):
        self._exceptions = exceptions

    def __enter__(self):
        pass

    def __exit__(self, exctype, excinst, exctb):
        return exctype is not None and issubclass(exctype, self._exceptions)


_BUILTIN_TYPES = (int, float, str, bool, list, tuple, dict, set, type(None), object, range)


def _type_label(cls):
    module = getattr(cls, "__module__", None)
    if module is None:
        # The VM's built-in types and __main__ classes carry no __module__.
        module = "builtins" if cls in _BUILTIN_TYPES else "__main__"
    name = getattr(cls, "__qualname__", None) or cls.__name__
    return module + "." + name


class ExitStack(AbstractContextManager):
    """A stack of exit callbacks and context managers, unwound last-in first-out when the
    with-block (or close()) ends."""

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
            self._exit_callbacks.append(exit)
        else:
            self._exit_callbacks.append(_bound_exit(exit, exit_method))
        return exit

    def enter_context(self, cm):
        """Enter cm and push its __exit__; returns what __enter__ returned."""
        cls = type(cm)
        enter = getattr(cls, "__enter__", None)
        exit = getattr(cls, "__exit__", None)
        if enter is None or exit is None:
            raise TypeError(
                "'%s' object does not support the context manager protocol" % _type_label(cls)
            )
        result = enter(cm)
        self._exit_callbacks.append(_bound_exit(cm, exit))
        return result

    def callback(self, callback, /, *args, **kwds):
        """Register callback(*args, **kwds) to run at exit (it cannot suppress exceptions)."""
        def _exit_wrapper(exc_type, exc, tb):
            callback(*args, **kwds)
        self._exit_callbacks.append(_exit_wrapper)
        return callback

    def close(self):
        """Unwind the stack now."""
        self.__exit__(None, None, None)

    def __exit__(self, *exc_details):
        import sys

        received_exc = exc_details[0] is not None
        # The exception being handled where the stack unwinds: a callback's new exception
        # names the one before it as its context, not this one (CPython's fix-up).
        frame_exc = sys.exc_info()[1]
        suppressed_exc = False
        pending_raise = False
        callbacks = self._exit_callbacks
        while callbacks:
            cb = callbacks.pop()
            try:
                if cb(*exc_details):
                    suppressed_exc = True
                    pending_raise = False
                    exc_details = (None, None, None)
            except BaseException as exc:
                # The newest exception replaces the one being handled.
                _fix_exception_context(exc, exc_details[1], frame_exc)
                pending_raise = True
                exc_details = (type(exc), exc, None)
        if pending_raise:
            _reraise(exc_details[1])
        return received_exc and suppressed_exc


def _fix_exception_context(new_exc, old_exc, frame_exc):
    # Makes the end of new_exc's context chain old_exc (where it reached frame_exc).
    while True:
        exc_context = new_exc.__context__
        if exc_context is None or exc_context is old_exc:
            return
        if exc_context is frame_exc:
            break
        new_exc = exc_context
    new_exc.__context__ = old_exc


def _reraise(exc):
    # Raises exc keeping the context it has (raising would set the one being handled).
    fixed_ctx = exc.__context__
    try:
        raise exc
    except BaseException:
        exc.__context__ = fixed_ctx
        raise

def _bound_exit(cm, exit_method):
    def _exit(exc_type, exc, tb):
        return exit_method(cm, exc_type, exc, tb)
    return _exit


class _RedirectStream(AbstractContextManager):
    _stream = None

    def __init__(self, new_target):
        self._new_target = new_target
        self._old_targets = []

    def __enter__(self):
        import sys

        self._old_targets.append(getattr(sys, self._stream))
        setattr(sys, self._stream, self._new_target)
        return self._new_target

    def __exit__(self, exctype, excinst, exctb):
        import sys

        setattr(sys, self._stream, self._old_targets.pop())


class redirect_stdout(_RedirectStream):
    """Sends print() and sys.stdout writes to another file-like object for the block."""

    _stream = "stdout"


class redirect_stderr(_RedirectStream):
    """Sends sys.stderr writes to another file-like object for the block."""

    _stream = "stderr"


class chdir(AbstractContextManager):
    """Changes the working directory for the block and restores it after.

    VM note: the playground's `os` has no getcwd/chdir, so entering raises
    NotImplementedError (constructing one works)."""

    def __init__(self, path):
        self.path = path
        self._old_cwd = []

    def __enter__(self):
        import os

        if not hasattr(os, "chdir") or not hasattr(os, "getcwd"):
            raise NotImplementedError(
                "contextlib.chdir: the playground's os module has no chdir()/getcwd()")
        self._old_cwd.append(os.getcwd())
        os.chdir(self.path)

    def __exit__(self, *excinfo):
        import os

        os.chdir(self._old_cwd.pop())


_ASYNC = frozenset(("AbstractAsyncContextManager", "AsyncContextDecorator", "asynccontextmanager",
                    "aclosing", "AsyncExitStack"))


def __getattr__(name):
    # The asynchronous tools (`_contextlib_async.py`) load on first use (PEP 562; a star import
    # asks here for what `__all__` names): most programs that import contextlib name none.
    if name not in _ASYNC:
        raise AttributeError("module 'contextlib' has no attribute '" + name + "'")
    import _contextlib_async
    import contextlib

    for n in _ASYNC:
        setattr(contextlib, n, getattr(_contextlib_async, n))
    return getattr(_contextlib_async, name)
