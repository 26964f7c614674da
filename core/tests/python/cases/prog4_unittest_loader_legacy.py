# unittest: legacy makeSuite/getTestCaseNames/findTestCases, loader ordering and name patterns
import unittest, io, sys, warnings, functools

class MathTests(unittest.TestCase):
    def test_b_add(self): self.assertEqual(1 + 1, 2)
    def test_a_mul(self): self.assertEqual(2 * 3, 6)
    def test_c_fail(self): self.assertEqual(2 ** 3, 9)
    def check_extra(self): self.assertTrue(True)
    def test_10_sorted(self): pass
    def test_9_sorted(self): pass

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    names = unittest.getTestCaseNames(MathTests, "test")
    suite = unittest.makeSuite(MathTests)
    rev = unittest.makeSuite(MathTests, sortUsing=lambda a, b: (a < b) - (a > b))
    extra = unittest.makeSuite(MathTests, prefix="check")
    found = unittest.findTestCases(sys.modules[__name__])
print(names)
print([t._testMethodName for t in suite], suite.countTestCases())
print([t._testMethodName for t in rev])
print([t._testMethodName for t in extra], found.countTestCases())
print([str(w.message) for w in caught][:3], {w.category.__name__ for w in caught})
print(all(w.filename == caught[0].filename for w in caught), len(caught))
loader = unittest.TestLoader()
loader.sortTestMethodsUsing = None
print(sorted(loader.getTestCaseNames(MathTests)) == sorted(names), len(loader.getTestCaseNames(MathTests)))
loader2 = unittest.TestLoader()
loader2.testNamePatterns = ["*_a_*", "*sorted"]
print(loader2.getTestCaseNames(MathTests))
loader3 = unittest.TestLoader()
loader3.sortTestMethodsUsing = lambda a, b: len(a) - len(b)
print(loader3.getTestCaseNames(MathTests))
stream = io.StringIO()
res = unittest.TextTestRunner(stream=stream, verbosity=0).run(suite)
print(res.testsRun, len(res.failures), res.failures[0][0].id().split(".")[-1], res.wasSuccessful())
print(unittest.TestLoader.sortTestMethodsUsing("a", "b"), unittest.defaultTestLoader.testNamePatterns)
