"""atexit (CPython 3.11's): register, unregister, _run_exitfuncs, _clear, _ncallbacks.

The VM calls `_run_exitfuncs()` when the program ends normally (core/lang/src/vm/mod.rs,
`Vm::call_exit_funcs`), before `__main__` is cleared, as CPython's exit does; not after an
uncaught exception or `sys.exit()` (CPython runs them then too).
"""

import sys

__all__ = ["register", "unregister"]

_callbacks = []


def register(func, /, *args, **kwargs):
    if not callable(func):
        raise TypeError("the first argument must be callable")
    _callbacks.append((func, args, kwargs))
    return func


def unregister(func, /):
    # CPython compares with ==, dropping every registration of the function.
    _callbacks[:] = [c for c in _callbacks if not (c[0] == func)]


def _clear():
    del _callbacks[:]


def _ncallbacks():
    return len(_callbacks)


def _run_exitfuncs():
    # Last in, first out; an exception is reported to stderr and the others still run.
    # Those registered meanwhile are dropped, not run; those unregistered meanwhile are skipped.
    for cb in reversed(list(_callbacks)):
        if not any(c is cb for c in _callbacks):
            continue
        func, args, kwargs = cb
        try:
            func(*args, **kwargs)
        except BaseException as e:
            import traceback
            print(f"Exception ignored in atexit callback: {func!r}", file=sys.stderr)
            traceback.print_exception(type(e), e, e.__traceback__, file=sys.stderr)
    _clear()
