"""unittest's IsolatedAsyncioTestCase: each test runs on an event loop of its own (an
asyncio.Runner), setUp, asyncSetUp, the test, asyncTearDown, tearDown and the cleanups all in one
contextvars context, a coroutine function awaited where a plain one is called."""

import asyncio
import contextvars
import inspect

from unittest._case import TestCase

__unittest = True  # (frames of this module are left out of failure tracebacks)


class IsolatedAsyncioTestCase(TestCase):
    __module__ = "unittest.async_case"

    def __init__(self, methodName="runTest"):
        super().__init__(methodName)
        self._asyncioRunner = None
        self._asyncioTestContext = contextvars.copy_context()

    async def asyncSetUp(self):
        pass

    async def asyncTearDown(self):
        pass

    def addAsyncCleanup(self, func, /, *args, **kwargs):
        # A coroutine function among the cleanups is awaited when its turn comes.
        self.addCleanup(*(func, *args), **kwargs)

    async def enterAsyncContext(self, cm):
        """Enters the asynchronous context manager cm; its __aexit__ becomes a cleanup."""
        cls = type(cm)
        try:
            enter = cls.__aenter__
            exit_ = cls.__aexit__
        except AttributeError:
            raise TypeError("'%s.%s' object does not support the asynchronous context manager "
                            "protocol" % (cls.__module__, cls.__qualname__)) from None
        result = await enter(cm)
        self.addAsyncCleanup(exit_, cm, None, None, None)
        return result

    def _callSetUp(self):
        self._asyncioRunner.get_loop()
        self._asyncioTestContext.run(self.setUp)
        self._callAsync(self.asyncSetUp)

    def _callTestMethod(self, method):
        self._callMaybeAsync(method)

    def _callTearDown(self):
        self._callAsync(self.asyncTearDown)
        self._asyncioTestContext.run(self.tearDown)

    def _callCleanup(self, function, /, *args, **kwargs):
        self._callMaybeAsync(function, *args, **kwargs)

    def _callAsync(self, func, /, *args, **kwargs):
        return self._asyncioRunner.run(func(*args, **kwargs), context=self._asyncioTestContext)

    def _callMaybeAsync(self, func, /, *args, **kwargs):
        if inspect.iscoroutinefunction(func):
            return self._asyncioRunner.run(func(*args, **kwargs),
                                           context=self._asyncioTestContext)
        return self._asyncioTestContext.run(func, *args, **kwargs)

    def run(self, result=None):
        self._asyncioRunner = asyncio.Runner(debug=True)
        try:
            return super().run(result)
        finally:
            runner, self._asyncioRunner = self._asyncioRunner, None
            runner.close()

    def debug(self):
        self._asyncioRunner = asyncio.Runner(debug=True)
        try:
            self._callSetUp()
            self._callTestMethod(getattr(self, self._testMethodName))
            self._callTearDown()
            while self._cleanups:
                function, args, kwargs = self._cleanups.pop()
                self._callCleanup(function, *args, **kwargs)
        finally:
            runner, self._asyncioRunner = self._asyncioRunner, None
            runner.close()
