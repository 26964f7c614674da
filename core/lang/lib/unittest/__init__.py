"""unittest for the playground: TestCase (fixtures, subTest, cleanups, the assert* methods with
CPython's failure messages and ndiff diffs), skip/skipIf/skipUnless/expectedFailure, SkipTest,
FunctionTestCase, TestSuite (with setUpClass/tearDownClass), TestLoader, TestResult,
TextTestResult, TextTestRunner and main, reporting as CPython 3.11's (dots or verbose lines, the
failure blocks without unittest's own frames, `Ran N tests in T.TTTs`, OK/FAILED with counts).

The parts are `_case.py` (TestCase), `_asserts.py` (the container and string assertions) and
`_runner.py` (suite, loader, results, runner, main). Not provided (NotImplementedError):
assertWarns/assertLogs, discovery, `buffer=True`, main's options beyond -v/-q/-f, and
unittest.mock. Long reprs in a failure message are not shortened with `[N chars]` as CPython's.
"""

from unittest._case import (TestCase, FunctionTestCase, SkipTest, skip, skipIf, skipUnless,
                            expectedFailure)
from unittest._runner import (TestSuite, TestLoader, defaultTestLoader, TestResult,
                              TextTestResult, TextTestRunner, TestProgram, main)

__all__ = ["TestResult", "TestCase", "TestSuite", "TextTestRunner", "TestLoader",
           "FunctionTestCase", "main", "defaultTestLoader", "SkipTest", "skip", "skipIf",
           "skipUnless", "expectedFailure", "TextTestResult", "TestProgram"]

__unittest = True
