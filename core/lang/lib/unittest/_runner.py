"""unittest's TestSuite, TestLoader, TestResult, TextTestResult, TextTestRunner and main."""

import sys
import time
import traceback

from unittest._case import TestCase, _SubTest, _class_name, SkipTest

__unittest = True


class TestSuite:
    """A list of tests (cases or suites) run in order, with each class's setUpClass and
    tearDownClass around its tests."""

    __module__ = "unittest.suite"  # (where CPython defines it)

    def __init__(self, tests=()):
        self._tests = []
        self.addTests(tests)

    def __repr__(self):
        return "<%s tests=%s>" % (_class_name(self.__class__), list(self))

    def __eq__(self, other):
        if not isinstance(other, self.__class__):
            return NotImplemented
        return list(self) == list(other)

    def __iter__(self):
        return iter(self._tests)

    def countTestCases(self):
        return sum(t.countTestCases() for t in self._tests)

    def addTest(self, test):
        if not callable(test):
            raise TypeError("{} is not callable".format(repr(test)))
        if isinstance(test, type) and issubclass(test, (TestCase, TestSuite)):
            raise TypeError("TestCases and TestSuites must be instantiated before passing "
                            "them to addTest()")
        self._tests.append(test)

    def addTests(self, tests):
        if isinstance(tests, str):
            raise TypeError("tests must be an iterable of tests, not a string")
        for test in tests:
            self.addTest(test)

    def __call__(self, *args, **kwds):
        return self.run(*args, **kwds)

    def run(self, result, debug=False):
        top = not getattr(result, "_suite_running", False)
        if top:
            result._suite_running = True
            result._class_state = [None, False]
        try:
            for test in self._tests:
                if result.shouldStop:
                    break
                if isinstance(test, TestSuite):
                    test.run(result)
                    continue
                self._switch_class(test.__class__, result)
                if result._class_state[1]:
                    continue  # (its setUpClass failed)
                test(result)
        finally:
            if top:
                self._switch_class(None, result)
                result._suite_running = False
        return result

    def _switch_class(self, cls, result):
        state = result._class_state
        previous = state[0]
        if cls is previous:
            return
        if previous is not None and not state[1] and \
                not getattr(previous, "__unittest_skip__", False):
            try:
                previous.tearDownClass()
            except Exception:
                result.addError(_ErrorHolder("tearDownClass (%s)" % _class_name(previous)),
                                sys.exc_info())
        state[0] = cls
        state[1] = False
        if cls is None or getattr(cls, "__unittest_skip__", False):
            return
        try:
            cls.setUpClass()
        except SkipTest as e:
            state[1] = True
            result.addSkip(_ErrorHolder("setUpClass (%s)" % _class_name(cls)), str(e))
        except Exception:
            state[1] = True
            result.addError(_ErrorHolder("setUpClass (%s)" % _class_name(cls)), sys.exc_info())


class _ErrorHolder:
    # Stands for a class fixture that failed, in the report.
    failureException = None

    def __init__(self, description):
        self.description = description

    def id(self):
        return self.description

    def shortDescription(self):
        return None

    def __str__(self):
        return self.description

    def countTestCases(self):
        return 0


class TestLoader:
    """Finds the test methods of TestCase classes (names starting with testMethodPrefix,
    sorted) and the TestCase classes of a module."""

    __module__ = "unittest.loader"  # (where CPython defines it)

    testMethodPrefix = "test"
    suiteClass = TestSuite
    testNamePatterns = None

    @staticmethod
    def sortTestMethodsUsing(x, y):
        return (x > y) - (x < y)

    def __init__(self):
        self.errors = []

    def getTestCaseNames(self, testCaseClass):
        names = []
        for name in dir(testCaseClass):
            if name.startswith(self.testMethodPrefix) and callable(getattr(testCaseClass,
                                                                           name)):
                if self.testNamePatterns is not None:
                    # (Matched against the full name, module.Class.method, as CPython's.)
                    import fnmatch

                    full = "%s.%s.%s" % (testCaseClass.__module__, testCaseClass.__qualname__,
                                         name)
                    if not any(fnmatch.fnmatchcase(full, p) for p in self.testNamePatterns):
                        continue
                names.append(name)
        if self.sortTestMethodsUsing:
            import functools

            names.sort(key=functools.cmp_to_key(self.sortTestMethodsUsing))
        return names

    def loadTestsFromTestCase(self, testCaseClass):
        if issubclass(testCaseClass, TestSuite):
            raise TypeError("Test cases should not be derived from TestSuite. Maybe you meant "
                            "to derive from TestCase?")
        names = self.getTestCaseNames(testCaseClass)
        if not names and hasattr(testCaseClass, "runTest"):
            names = ["runTest"]
        return self.suiteClass([testCaseClass(n) for n in names])

    def loadTestsFromModule(self, module, *args, pattern=None, **kws):
        tests = []
        for name in sorted(_module_names(module)):
            obj = getattr(module, name)
            if isinstance(obj, type) and issubclass(obj, TestCase):
                tests.append(self.loadTestsFromTestCase(obj))
        load_tests = getattr(module, "load_tests", None)
        suite = self.suiteClass(tests)
        if load_tests is not None:
            return load_tests(self, suite, pattern)
        return suite

    def loadTestsFromName(self, name, module=None):
        parts = name.split(".")
        obj = module
        for part in parts:
            obj = getattr(obj, part)
        if isinstance(obj, type) and issubclass(obj, TestCase):
            return self.loadTestsFromTestCase(obj)
        if callable(obj) and len(parts) >= 2:
            parent = module
            for part in parts[:-1]:
                parent = getattr(parent, part)
            if isinstance(parent, type) and issubclass(parent, TestCase):
                return self.suiteClass([parent(parts[-1])])
        if isinstance(obj, TestSuite):
            return obj
        raise TypeError("calling %s returned %s, not a test" % (obj, obj))

    def loadTestsFromNames(self, names, module=None):
        return self.suiteClass([self.loadTestsFromName(n, module) for n in names])

    def discover(self, start_dir, pattern="test*.py", top_level_dir=None):
        raise NotImplementedError("unittest test discovery is not provided in the playground")


def _module_names(module):
    # (The main program's module lists its globals through __dict__; the VM's dir() does not
    # ask a __dir__ method.)
    try:
        return list(module.__dict__)
    except AttributeError:
        return dir(module)


defaultTestLoader = TestLoader()


def _makeLoader(prefix, sortUsing, suiteClass=None, testNamePatterns=None):
    loader = TestLoader()
    loader.sortTestMethodsUsing = sortUsing
    loader.testMethodPrefix = prefix
    loader.testNamePatterns = testNamePatterns
    if suiteClass:
        loader.suiteClass = suiteClass
    return loader


def _three_way_cmp(x, y):
    return (x > y) - (x < y)


def _deprecated(name, instead):
    import warnings

    warnings.warn("unittest.%s() is deprecated and will be removed in Python 3.13. Please use "
                  "unittest.TestLoader.%s() instead." % (name, instead), DeprecationWarning,
                  stacklevel=3)


def getTestCaseNames(testCaseClass, prefix, sortUsing=_three_way_cmp, testNamePatterns=None):
    """Deprecated: TestLoader().getTestCaseNames with the given prefix and ordering."""
    _deprecated("getTestCaseNames", "getTestCaseNames")
    return _makeLoader(prefix, sortUsing, testNamePatterns=testNamePatterns) \
        .getTestCaseNames(testCaseClass)


def makeSuite(testCaseClass, prefix="test", sortUsing=_three_way_cmp, suiteClass=TestSuite):
    """Deprecated: a suite of the class's tests (TestLoader().loadTestsFromTestCase)."""
    _deprecated("makeSuite", "loadTestsFromTestCase")
    return _makeLoader(prefix, sortUsing, suiteClass).loadTestsFromTestCase(testCaseClass)


def findTestCases(module, prefix="test", sortUsing=_three_way_cmp, suiteClass=TestSuite):
    """Deprecated: a suite of the module's tests (TestLoader().loadTestsFromModule)."""
    _deprecated("findTestCases", "loadTestsFromModule")
    return _makeLoader(prefix, sortUsing, suiteClass).loadTestsFromModule(module)


class TestResult:
    """Counts the run tests and keeps the failures, errors, skips and expected failures."""

    __module__ = "unittest.result"  # (where CPython defines it)

    separator1 = "=" * 70
    separator2 = "-" * 70

    def __init__(self, stream=None, descriptions=None, verbosity=None):
        self.failfast = False
        self.failures = []
        self.errors = []
        self.testsRun = 0
        self.skipped = []
        self.expectedFailures = []
        self.unexpectedSuccesses = []
        self.shouldStop = False
        self.buffer = False
        self.tb_locals = False

    def startTest(self, test):
        self.testsRun += 1

    def stopTest(self, test):
        pass

    def startTestRun(self):
        pass

    def stopTestRun(self):
        pass

    def addSuccess(self, test):
        pass

    def addError(self, test, err):
        self.errors.append((test, self._exc_info_to_string(err, test)))
        if self.failfast:
            self.stop()

    def addFailure(self, test, err):
        self.failures.append((test, self._exc_info_to_string(err, test)))
        if self.failfast:
            self.stop()

    def addSubTest(self, test, subtest, err):
        if err is not None:
            if issubclass(err[0], test.failureException):
                self.failures.append((subtest, self._exc_info_to_string(err, test)))
            else:
                self.errors.append((subtest, self._exc_info_to_string(err, test)))
            if self.failfast:
                self.stop()

    def addSkip(self, test, reason):
        self.skipped.append((test, reason))

    def addExpectedFailure(self, test, err):
        self.expectedFailures.append((test, "" if err is None else
                                      self._exc_info_to_string(err, test)))

    def addUnexpectedSuccess(self, test):
        self.unexpectedSuccesses.append(test)

    def wasSuccessful(self):
        return (len(self.failures) == len(self.errors) == 0 and
                not self.unexpectedSuccesses)

    def stop(self):
        self.shouldStop = True

    def _exc_info_to_string(self, err, test):
        # The traceback without unittest's own frames: those before the test's code, and (for
        # a failed assertion) the assert method's frames after it.
        exctype, value, tb = err
        while tb is not None and _is_unittest_frame(tb):
            tb = tb.tb_next
        limit = None
        if exctype is getattr(test, "failureException", None):
            n = 0
            t = tb
            while t is not None and not _is_unittest_frame(t):
                n += 1
                t = t.tb_next
            limit = n
        return "".join(traceback.format_exception(exctype, value, tb, limit=limit))

    def __repr__(self):
        return "<%s run=%i errors=%i failures=%i>" % (
            _class_name(self.__class__), self.testsRun, len(self.errors), len(self.failures))


def _is_unittest_frame(tb):
    # (By file: the VM keeps no globals for a finished traceback's frames, where CPython looks
    # for the module's `__unittest` name.)
    try:
        return tb.tb_frame.f_code.co_filename.startswith("<lib>/unittest/")
    except AttributeError:
        return False


class _WritelnDecorator:
    def __init__(self, stream):
        self.stream = stream

    def __getattr__(self, attr):
        if attr in ("stream", "__getstate__"):
            raise AttributeError(attr)
        return getattr(self.stream, attr)

    def writeln(self, arg=None):
        if arg:
            self.stream.write(arg)
        self.stream.write("\n")


class TextTestResult(TestResult):
    """Reports each test as it runs (a dot or letter; its description and status when
    verbose) and the failures at the end."""

    __module__ = "unittest.runner"  # (where CPython defines it)

    def __init__(self, stream, descriptions, verbosity):
        super().__init__(stream, descriptions, verbosity)
        self.stream = stream
        self.showAll = verbosity > 1
        self.dots = verbosity == 1
        self.descriptions = descriptions
        self._newline = True

    def getDescription(self, test):
        doc = test.shortDescription()
        if self.descriptions and doc:
            return "\n".join((str(test), doc))
        return str(test)

    def startTest(self, test):
        super().startTest(test)
        if self.showAll:
            self.stream.write(self.getDescription(test))
            self.stream.write(" ... ")
            self.stream.flush()
            self._newline = False

    def _status(self, test, status):
        is_sub = isinstance(test, _SubTest)
        if is_sub or self._newline:
            if not self._newline:
                self.stream.writeln()
            if is_sub:
                self.stream.write("  ")
            self.stream.write(self.getDescription(test))
            self.stream.write(" ... ")
        self.stream.writeln(status)
        self.stream.flush()
        self._newline = True

    def _dot(self, char):
        self.stream.write(char)
        self.stream.flush()

    def addSubTest(self, test, subtest, err):
        if err is not None:
            failed = issubclass(err[0], subtest.failureException)
            if self.showAll:
                self._status(subtest, "FAIL" if failed else "ERROR")
            elif self.dots:
                self._dot("F" if failed else "E")
        super().addSubTest(test, subtest, err)

    def addSuccess(self, test):
        super().addSuccess(test)
        if self.showAll:
            self._status(test, "ok")
        elif self.dots:
            self._dot(".")

    def addError(self, test, err):
        super().addError(test, err)
        if self.showAll:
            self._status(test, "ERROR")
        elif self.dots:
            self._dot("E")

    def addFailure(self, test, err):
        super().addFailure(test, err)
        if self.showAll:
            self._status(test, "FAIL")
        elif self.dots:
            self._dot("F")

    def addSkip(self, test, reason):
        super().addSkip(test, reason)
        if self.showAll:
            self._status(test, "skipped {0!r}".format(reason))
        elif self.dots:
            self._dot("s")

    def addExpectedFailure(self, test, err):
        super().addExpectedFailure(test, err)
        if self.showAll:
            self.stream.writeln("expected failure")
            self.stream.flush()
        elif self.dots:
            self._dot("x")

    def addUnexpectedSuccess(self, test):
        super().addUnexpectedSuccess(test)
        if self.showAll:
            self.stream.writeln("unexpected success")
            self.stream.flush()
        elif self.dots:
            self._dot("u")

    def printErrors(self):
        if self.dots or self.showAll:
            self.stream.writeln()
            self.stream.flush()
        self._error_list("ERROR", self.errors)
        self._error_list("FAIL", self.failures)
        for test in self.unexpectedSuccesses:
            self.stream.writeln(self.separator1)
            self.stream.writeln("UNEXPECTED SUCCESS: %s" % self.getDescription(test))
            self.stream.flush()

    def _error_list(self, flavour, errors):
        for test, err in errors:
            self.stream.writeln(self.separator1)
            self.stream.writeln("%s: %s" % (flavour, self.getDescription(test)))
            self.stream.writeln(self.separator2)
            self.stream.writeln("%s" % err)
            self.stream.flush()


class TextTestRunner:
    """Runs a test or suite, reporting on a stream (sys.stderr by default) as CPython's."""

    __module__ = "unittest.runner"  # (where CPython defines it)

    resultclass = TextTestResult

    def __init__(self, stream=None, descriptions=True, verbosity=1, failfast=False,
                 buffer=False, resultclass=None, warnings=None, *, tb_locals=False):
        if stream is None:
            stream = sys.stderr
        self.stream = _WritelnDecorator(stream)
        self.descriptions = descriptions
        self.verbosity = verbosity
        self.failfast = failfast
        self.buffer = buffer
        self.tb_locals = tb_locals
        self.warnings = warnings
        if resultclass is not None:
            self.resultclass = resultclass

    def _makeResult(self):
        return self.resultclass(self.stream, self.descriptions, self.verbosity)

    def run(self, test):
        if self.buffer:
            raise NotImplementedError("unittest's buffer=True is not provided in the "
                                      "playground")
        result = self._makeResult()
        result.failfast = self.failfast
        start = time.perf_counter()
        result.startTestRun()
        try:
            test(result)
        finally:
            result.stopTestRun()
        taken = time.perf_counter() - start
        result.printErrors()
        self.stream.writeln(result.separator2)
        run = result.testsRun
        self.stream.writeln("Ran %d test%s in %.3fs" % (run, "" if run == 1 else "s", taken))
        self.stream.writeln()
        infos = []
        if not result.wasSuccessful():
            self.stream.write("FAILED")
            if result.failures:
                infos.append("failures=%d" % len(result.failures))
            if result.errors:
                infos.append("errors=%d" % len(result.errors))
        else:
            self.stream.write("OK")
        if result.skipped:
            infos.append("skipped=%d" % len(result.skipped))
        if result.expectedFailures:
            infos.append("expected failures=%d" % len(result.expectedFailures))
        if result.unexpectedSuccesses:
            infos.append("unexpected successes=%d" % len(result.unexpectedSuccesses))
        if infos:
            self.stream.writeln(" (%s)" % ", ".join(infos))
        else:
            self.stream.write("\n")
        self.stream.flush()
        return result


class TestProgram:
    """unittest.main: loads the tests of a module (the main program by default), or those
    named on the command line, runs them and (exit=True) exits with their outcome."""

    __module__ = "unittest.main"  # (where CPython defines it)

    def __init__(self, module="__main__", defaultTest=None, argv=None, testRunner=None,
                 testLoader=defaultTestLoader, exit=True, verbosity=1, failfast=None,
                 catchbreak=None, buffer=None, warnings=None, *, tb_locals=False):
        if isinstance(module, str):
            module = sys.modules[module]
        self.module = module
        self.exit = exit
        self.verbosity = verbosity
        self.failfast = failfast
        self.buffer = buffer
        self.testRunner = testRunner
        self.testLoader = testLoader
        argv = list(sys.argv if argv is None else argv)
        names = []
        for arg in argv[1:]:
            if arg in ("-v", "--verbose"):
                self.verbosity = 2
            elif arg in ("-q", "--quiet"):
                self.verbosity = 0
            elif arg in ("-f", "--failfast"):
                self.failfast = True
            elif arg.startswith("-"):
                raise NotImplementedError("unittest.main option %r is not provided in the "
                                          "playground" % arg)
            else:
                names.append(arg)
        if not names and defaultTest is not None:
            names = [defaultTest] if isinstance(defaultTest, str) else list(defaultTest)
        if names:
            self.test = self.testLoader.loadTestsFromNames(names, self.module)
        else:
            self.test = self.testLoader.loadTestsFromModule(self.module)
        self.runTests()

    def runTests(self):
        runner = self.testRunner
        if runner is None:
            runner = TextTestRunner
        if isinstance(runner, type):
            runner = runner(verbosity=self.verbosity, failfast=bool(self.failfast),
                            buffer=bool(self.buffer))
        self.result = runner.run(self.test)
        if self.exit:
            # (SystemExit itself: the VM's sys.exit(False) exits 1 printing "False".)
            raise SystemExit(not self.result.wasSuccessful())


main = TestProgram
