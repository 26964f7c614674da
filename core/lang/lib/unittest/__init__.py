"""unittest for the playground: TestCase (fixtures, subTest, cleanups, the assert* methods with
CPython's failure messages and ndiff diffs), skip/skipIf/skipUnless/expectedFailure, SkipTest,
FunctionTestCase, TestSuite (with setUpClass/tearDownClass), TestLoader, TestResult,
TextTestResult, TextTestRunner and main, reporting as CPython 3.11's (dots or verbose lines, the
failure blocks without unittest's own frames, `Ran N tests in T.TTTs`, OK/FAILED with counts).

The parts are `_case.py` (TestCase), `_asserts.py` (the container and string assertions) and
`_runner.py` (suite, loader, results, runner, main); `_async_case.py` holds
IsolatedAsyncioTestCase. Not provided (NotImplementedError): discovery, `buffer=True`, main's
options beyond -v/-q/-f, and unittest.mock. Long reprs in a failure message are not shortened with `[N chars]` as CPython's.
"""

from unittest._case import (TestCase, FunctionTestCase, SkipTest, skip, skipIf, skipUnless,
                            expectedFailure)
from unittest._runner import (TestSuite, TestLoader, defaultTestLoader, TestResult,
                              TextTestResult, TextTestRunner, TestProgram, main,
                              getTestCaseNames, makeSuite, findTestCases)

__all__ = ["TestResult", "TestCase", "TestSuite", "TextTestRunner", "TestLoader",
           "FunctionTestCase", "main", "defaultTestLoader", "SkipTest", "skip", "skipIf",
           "skipUnless", "expectedFailure", "TextTestResult", "TestProgram",
           "IsolatedAsyncioTestCase", "getTestCaseNames", "makeSuite", "findTestCases"]

__unittest = True


def __getattr__(name):
    # IsolatedAsyncioTestCase loads asyncio: only a program that asks for it pays for that.
    if name == "IsolatedAsyncioTestCase":
        from unittest._async_case import IsolatedAsyncioTestCase

        globals()[name] = IsolatedAsyncioTestCase
        return IsolatedAsyncioTestCase
    raise AttributeError("module 'unittest' has no attribute %r" % (name,))
