"""unittest's TestCase, the skip decorators and SkipTest (see unittest/__init__.py)."""

import difflib
import pprint
import re
import sys

__unittest = True  # (frames of this module are left out of failure tracebacks)

_MAX_REPR = 80
DIFF_OMITTED = "\nDiff is %s characters long. Set self.maxDiff to None to see it."


class SkipTest(Exception):
    """Raise to skip the running test (TestCase.skipTest does)."""

    __module__ = "unittest.case"


class _ShouldStop(Exception):
    pass


class _UnexpectedSuccess(Exception):
    pass


def _id(obj):
    return obj


def skip(reason):
    """Unconditionally skip a test (a method or a whole class)."""
    def decorator(test_item):
        if not isinstance(test_item, type):
            def skip_wrapper(*args, **kwargs):
                raise SkipTest(reason)
            skip_wrapper.__name__ = getattr(test_item, "__name__", "skip_wrapper")
            skip_wrapper.__qualname__ = getattr(test_item, "__qualname__", "skip_wrapper")
            skip_wrapper.__doc__ = getattr(test_item, "__doc__", None)
            test_item = skip_wrapper
        test_item.__unittest_skip__ = True
        test_item.__unittest_skip_why__ = reason
        return test_item
    if callable(reason) and not isinstance(reason, str):
        test_item, reason = reason, ""
        return decorator(test_item)
    return decorator


def skipIf(condition, reason):
    return skip(reason) if condition else _id


def skipUnless(condition, reason):
    return skip(reason) if not condition else _id


def expectedFailure(test_item):
    test_item.__unittest_expecting_failure__ = True
    return test_item


def safe_repr(obj, short=False):
    try:
        text = repr(obj)
    except Exception:
        text = object.__repr__(obj)
    if not short or len(text) < _MAX_REPR:
        return text
    return text[:_MAX_REPR] + " [truncated]..."


def _class_name(cls):
    return "%s.%s" % (cls.__module__, cls.__qualname__)


class _RaisesContext:
    # assertRaises/assertRaisesRegex (and the Warns forms) as a context manager.

    def __init__(self, expected, case, regex=None, msg=None):
        self.expected = expected
        self.case = case
        self.regex = None if regex is None else re.compile(regex) if isinstance(regex, str) \
            else regex
        self.msg = msg
        self.exception = None

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_value, tb):
        try:
            name = self.expected.__name__
        except AttributeError:
            name = str(self.expected)
        if exc_type is None:
            where = getattr(self, "obj_name", None)
            text = "%s not raised by %s" % (name, where) if where else "%s not raised" % name
            self.case.fail(self.case._formatMessage(self.msg, text))
        if not issubclass(exc_type, self.expected):
            return False
        self.exception = exc_value
        if self.regex is not None and not self.regex.search(str(exc_value)):
            self.case.fail(self.case._formatMessage(
                self.msg, '"%s" does not match "%s"' % (self.regex.pattern, str(exc_value))))
        return True


class _WarnsContext:
    # assertWarns/assertWarnsRegex as a context manager: the block's warnings of the expected
    # category are recorded (shown "always", every module's once-registry emptied first), and
    # the first one that matches (the regex, if given) is kept as .warning/.filename/.lineno.

    def __init__(self, expected, case, regex=None, msg=None):
        self.expected = expected
        self.case = case
        self.regex = None if regex is None else re.compile(regex) if isinstance(regex, str) \
            else regex
        self.msg = msg
        self.warning = None

    def __enter__(self):
        import warnings

        for module in list(sys.modules.values()):
            if getattr(module, "__warningregistry__", None):
                module.__warningregistry__ = {}
        self._manager = warnings.catch_warnings(record=True)
        self.warnings = self._manager.__enter__()
        warnings.simplefilter("always", self.expected)
        return self

    def __exit__(self, exc_type, exc_value, tb):
        self._manager.__exit__(exc_type, exc_value, tb)
        if exc_type is not None:
            return False
        try:
            name = self.expected.__name__
        except AttributeError:
            name = str(self.expected)
        first = None
        for record in self.warnings:
            found = record.message
            if not isinstance(found, self.expected):
                continue
            if first is None:
                first = found
            if self.regex is not None and not self.regex.search(str(found)):
                continue
            self.warning = found
            self.filename = record.filename
            self.lineno = record.lineno
            return None
        if first is not None:
            text = '"%s" does not match "%s"' % (self.regex.pattern, str(first))
        else:
            where = getattr(self, "obj_name", None)
            text = "%s not triggered by %s" % (name, where) if where else "%s not triggered" % name
        self.case.fail(self.case._formatMessage(self.msg, text))


class _LogsContext:
    # assertLogs/assertNoLogs: the logger's records at `level` or above are captured (formatted
    # "LEVEL:name:message") in place of its handlers while the block runs.

    def __init__(self, case, logger, level, no_logs):
        self.case = case
        self.logger_name = logger
        self.no_logs = no_logs
        self.msg = None
        self._level = level

    def __enter__(self):
        import logging
        from collections import namedtuple

        self.level = logging._nameToLevel.get(self._level, self._level) if self._level \
            else logging.INFO
        if isinstance(self.logger_name, logging.Logger):
            logger = self.logger = self.logger_name
        else:
            logger = self.logger = logging.getLogger(self.logger_name)
        watcher = namedtuple("_LoggingWatcher", ["records", "output"])([], [])

        class _CapturingHandler(logging.Handler):
            def flush(self):
                pass

            def emit(self, record):
                watcher.records.append(record)
                watcher.output.append(self.format(record))

        handler = _CapturingHandler()
        handler.setLevel(self.level)
        handler.setFormatter(logging.Formatter("%(levelname)s:%(name)s:%(message)s"))
        self.watcher = watcher
        self._saved = (logger.handlers[:], logger.level, logger.propagate)
        logger.handlers = [handler]
        logger.setLevel(self.level)
        logger.propagate = False
        return None if self.no_logs else watcher

    def __exit__(self, exc_type, exc_value, tb):
        import logging

        self.logger.handlers, level, self.logger.propagate = self._saved
        self.logger.setLevel(level)
        if exc_type is not None:
            return False
        if self.no_logs:
            if self.watcher.records:
                self.case.fail(self.case._formatMessage(
                    self.msg, "Unexpected logs found: %r" % (self.watcher.output,)))
        elif not self.watcher.records:
            self.case.fail(self.case._formatMessage(
                self.msg, "no logs of level %s or higher triggered on %s"
                % (logging.getLevelName(self.level), self.logger.name)))


_NO_MESSAGE = object()


class _SubTestContext:
    def __init__(self, case, msg, params):
        self.case = case
        self.msg = msg
        self.params = params

    def __enter__(self):
        return None

    def __exit__(self, exc_type, exc_value, tb):
        case = self.case
        result = case._result
        parent = dict(case._subtest_params)
        parent.update(self.params)
        sub = _SubTest(case, self.msg, parent)
        if exc_type is None:
            if result is not None and hasattr(result, "addSubTest"):
                result.addSubTest(case, sub, None)
            return False
        if issubclass(exc_type, (KeyboardInterrupt, _ShouldStop)):
            return False
        if issubclass(exc_type, SkipTest):
            result.addSkip(sub, str(exc_value))
            return True
        case._subtest_failed = True
        if tb is None:
            tb = exc_value.__traceback__  # (the VM's __exit__ gets no traceback)
        result.addSubTest(case, sub, (exc_type, exc_value, tb))
        return True


class TestCase:
    """A test case: its test_* methods, setUp/tearDown around each, the assert* methods."""

    __module__ = "unittest.case"

    failureException = AssertionError
    longMessage = True
    maxDiff = 80 * 8
    _diffThreshold = 2 ** 16

    def __init__(self, methodName="runTest"):
        self._testMethodName = methodName
        self._cleanups = []
        self._result = None
        self._subtest_params = {}
        self._type_equality = {dict: "assertDictEqual", list: "assertListEqual",
                               tuple: "assertTupleEqual", set: "assertSetEqual",
                               frozenset: "assertSetEqual", str: "assertMultiLineEqual"}
        try:
            method = getattr(self, methodName)
        except AttributeError:
            if methodName != "runTest":
                raise ValueError("no such test method in %s: %s" % (self.__class__, methodName))
            self._testMethodDoc = None
        else:
            # (Through __func__: the VM's bound methods have no __doc__.)
            self._testMethodDoc = getattr(getattr(method, "__func__", method), "__doc__", None)

    # ---- identity
    def id(self):
        return "%s.%s" % (_class_name(self.__class__), self._testMethodName)

    def __str__(self):
        return "%s (%s.%s)" % (self._testMethodName, _class_name(self.__class__),
                               self._testMethodName)

    def __repr__(self):
        return "<%s testMethod=%s>" % (_class_name(self.__class__), self._testMethodName)

    def __eq__(self, other):
        if type(self) is not type(other):
            return NotImplemented
        return self._testMethodName == other._testMethodName

    def __hash__(self):
        return hash((type(self), self._testMethodName))

    def shortDescription(self):
        doc = self._testMethodDoc
        return doc.strip().split("\n")[0].strip() if doc else None

    def countTestCases(self):
        return 1

    def defaultTestResult(self):
        from unittest._runner import TestResult
        return TestResult()

    # ---- fixtures
    def setUp(self):
        pass

    def tearDown(self):
        pass

    @classmethod
    def setUpClass(cls):
        pass

    @classmethod
    def tearDownClass(cls):
        pass

    def addCleanup(self, function, /, *args, **kwargs):
        self._cleanups.append((function, args, kwargs))

    def doCleanups(self):
        while self._cleanups:
            function, args, kwargs = self._cleanups.pop()
            try:
                self._callCleanup(function, *args, **kwargs)
            except Exception:
                if self._result is not None:
                    self._result.addError(self, sys.exc_info())

    def skipTest(self, reason):
        raise SkipTest(reason)

    def subTest(self, msg=_NO_MESSAGE, **params):
        return _SubTestContext(self, msg, params)

    # ---- running
    def __call__(self, *args, **kwds):
        return self.run(*args, **kwds)

    def run(self, result=None):
        if result is None:
            result = self.defaultTestResult()
        self._result = result
        self._subtest_failed = False
        result.startTest(self)
        try:
            method = getattr(self, self._testMethodName)
            # (The marks are read from the function: the VM's bound methods do not forward
            # their function's attributes.)
            func = getattr(method, "__func__", method)
            cls_skip = getattr(self.__class__, "__unittest_skip__", False)
            if cls_skip or getattr(func, "__unittest_skip__", False):
                why = (getattr(self.__class__, "__unittest_skip_why__", "") if cls_skip else
                       getattr(func, "__unittest_skip_why__", ""))
                result.addSkip(self, why)
                return result
            expecting = getattr(func, "__unittest_expecting_failure__", False) or \
                getattr(self.__class__, "__unittest_expecting_failure__", False)
            ok = self._call(result, self._callSetUp, False)
            if ok:
                ok = self._call(result, lambda: self._callTestMethod(method), expecting)
                if self._call(result, self._callTearDown, False) is False:
                    ok = False
                if ok is True and not self._subtest_failed:
                    if expecting:
                        result.addUnexpectedSuccess(self)
                    else:
                        result.addSuccess(self)
                elif ok is True and self._subtest_failed and expecting:
                    result.addExpectedFailure(self, None)
            self.doCleanups()
            return result
        finally:
            result.stopTest(self)
            self._result = None

    # The steps of a run, which IsolatedAsyncioTestCase runs on its event loop.
    def _callSetUp(self):
        self.setUp()

    def _callTestMethod(self, method):
        method()

    def _callTearDown(self):
        self.tearDown()

    def _callCleanup(self, function, /, *args, **kwargs):
        function(*args, **kwargs)

    def _call(self, result, function, expecting):
        # True: it passed; None: recorded as skipped/expected; False: recorded as a problem.
        try:
            function()
            return True
        except KeyboardInterrupt:
            raise
        except SkipTest as e:
            result.addSkip(self, str(e))
            return None
        except self.failureException:
            if expecting:
                result.addExpectedFailure(self, sys.exc_info())
                return None
            result.addFailure(self, sys.exc_info())
            return False
        except BaseException:
            if expecting:
                result.addExpectedFailure(self, sys.exc_info())
                return None
            result.addError(self, sys.exc_info())
            return False

    def debug(self):
        self.setUp()
        getattr(self, self._testMethodName)()
        self.tearDown()
        while self._cleanups:
            function, args, kwargs = self._cleanups.pop()
            function(*args, **kwargs)

    # ---- assertions
    def _formatMessage(self, msg, standardMsg):
        if not self.longMessage:
            return msg or standardMsg
        if msg is None:
            return standardMsg
        return "%s : %s" % (standardMsg, msg)

    def fail(self, msg=None):
        raise self.failureException(msg)

    def assertTrue(self, expr, msg=None):
        if not expr:
            self.fail(self._formatMessage(msg, "%s is not true" % safe_repr(expr)))

    def assertFalse(self, expr, msg=None):
        if expr:
            self.fail(self._formatMessage(msg, "%s is not false" % safe_repr(expr)))

    def assertRaises(self, expected_exception, *args, **kwargs):
        return self._raises(expected_exception, None, args, kwargs)

    def assertRaisesRegex(self, expected_exception, expected_regex, *args, **kwargs):
        return self._raises(expected_exception, expected_regex, args, kwargs)

    def _raises(self, expected, regex, args, kwargs, context=None):
        msg = kwargs.pop("msg", None)
        ctx = (context or _RaisesContext)(expected, self, regex, msg)
        if not args:
            if kwargs:
                raise TypeError("%r is an invalid keyword argument for this function"
                                % (next(iter(kwargs)),))
            return ctx
        func, args = args[0], args[1:]
        ctx.obj_name = getattr(func, "__name__", str(func))
        with ctx:
            func(*args, **kwargs)
        return None

    def assertWarns(self, expected_warning, *args, **kwargs):
        return self._raises(expected_warning, None, args, kwargs, _WarnsContext)

    def assertWarnsRegex(self, expected_warning, expected_regex, *args, **kwargs):
        return self._raises(expected_warning, expected_regex, args, kwargs, _WarnsContext)

    def assertLogs(self, logger=None, level=None):
        return _LogsContext(self, logger, level, no_logs=False)

    def assertNoLogs(self, logger=None, level=None):
        return _LogsContext(self, logger, level, no_logs=True)

    def _equality_for(self, first, second):
        if type(first) is type(second):
            name = self._type_equality.get(type(first))
            if name is not None:
                return getattr(self, name)
        return self._baseAssertEqual

    def _baseAssertEqual(self, first, second, msg=None):
        if not first == second:
            self.fail(self._formatMessage(msg, "%s != %s" % (safe_repr(first),
                                                             safe_repr(second))))

    def assertEqual(self, first, second, msg=None):
        self._equality_for(first, second)(first, second, msg=msg)

    def assertNotEqual(self, first, second, msg=None):
        if not first != second:
            self.fail(self._formatMessage(msg, "%s == %s" % (safe_repr(first),
                                                             safe_repr(second))))

    def assertAlmostEqual(self, first, second, places=None, msg=None, delta=None):
        if first == second:
            return
        if delta is not None and places is not None:
            raise TypeError("specify delta or places not both")
        diff = abs(first - second)
        if delta is not None:
            if diff <= delta:
                return
            text = "%s != %s within %s delta (%s difference)" % (
                safe_repr(first), safe_repr(second), safe_repr(delta), safe_repr(diff))
        else:
            if places is None:
                places = 7
            if round(diff, places) == 0:
                return
            text = "%s != %s within %r places (%s difference)" % (
                safe_repr(first), safe_repr(second), places, safe_repr(diff))
        self.fail(self._formatMessage(msg, text))

    def assertNotAlmostEqual(self, first, second, places=None, msg=None, delta=None):
        if delta is not None and places is not None:
            raise TypeError("specify delta or places not both")
        diff = abs(first - second)
        if delta is not None:
            if not (first == second) and diff > delta:
                return
            text = "%s == %s within %s delta (%s difference)" % (
                safe_repr(first), safe_repr(second), safe_repr(delta), safe_repr(diff))
        else:
            if places is None:
                places = 7
            if not (first == second) and round(diff, places) != 0:
                return
            text = "%s == %s within %r places" % (safe_repr(first), safe_repr(second), places)
        self.fail(self._formatMessage(msg, text))

    from unittest._asserts import (assertSequenceEqual, assertListEqual, assertTupleEqual,
                                   assertSetEqual, assertDictEqual, assertMultiLineEqual,
                                   assertCountEqual, _truncateMessage, assertIn, assertNotIn,
                                   assertIs, assertIsNot, assertIsNone, assertIsNotNone,
                                   assertIsInstance, assertNotIsInstance, assertLess,
                                   assertLessEqual, assertGreater, assertGreaterEqual,
                                   assertRegex, assertNotRegex, assertDictContainsSubset)

    def addTypeEqualityFunc(self, typeobj, function):
        self._type_equality[typeobj] = function.__name__ if hasattr(self, getattr(
            function, "__name__", "")) else function

    failUnlessEqual = assertEquals = assertEqual
    assertNotEquals = failIfEqual = assertNotEqual
    assertAlmostEquals = failUnlessAlmostEqual = assertAlmostEqual
    assertNotAlmostEquals = failIfAlmostEqual = assertNotAlmostEqual
    failUnless = assert_ = assertTrue
    failIf = assertFalse
    assertRaisesRegexp = assertRaisesRegex
    assertRegexpMatches = assertRegex


class _SubTest(TestCase):
    # One subTest's identity, reported in place of its case: a TestCase (named runTest) as in
    # CPython, so code reading a result's entries finds the usual attributes.

    def __init__(self, case, message, params):
        super().__init__()
        self.test_case = case
        self._message = message
        self.params = params
        self.failureException = case.failureException

    def _subDescription(self):
        parts = []
        if self._message is not _NO_MESSAGE:
            parts.append("[{}]".format(self._message))
        if self.params:
            parts.append("({})".format(", ".join("{}={!r}".format(k, v)
                                                 for k, v in self.params.items())))
        return " ".join(parts) or "(<subtest>)"

    def id(self):
        return "{} {}".format(self.test_case.id(), self._subDescription())

    def shortDescription(self):
        return self.test_case.shortDescription()

    def __str__(self):
        return "{} {}".format(self.test_case, self._subDescription())


class FunctionTestCase(TestCase):
    """A TestCase around a plain function."""

    __module__ = "unittest.case"

    def __init__(self, testFunc, setUp=None, tearDown=None, description=None):
        super().__init__()
        self._setUpFunc = setUp
        self._tearDownFunc = tearDown
        self._testFunc = testFunc
        self._description = description

    def setUp(self):
        if self._setUpFunc is not None:
            self._setUpFunc()

    def tearDown(self):
        if self._tearDownFunc is not None:
            self._tearDownFunc()

    def runTest(self):
        self._testFunc()

    def id(self):
        return self._testFunc.__name__

    def __str__(self):
        return "%s (%s)" % (_class_name(self.__class__), self._testFunc.__name__)

    def shortDescription(self):
        if self._description is not None:
            return self._description
        doc = self._testFunc.__doc__
        return doc and doc.split("\n")[0].strip() or None
