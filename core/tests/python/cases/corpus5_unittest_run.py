import unittest, io
def divide(a, b):
    if b == 0:
        raise ValueError("cannot divide by zero")
    return a / b
class TestDivide(unittest.TestCase):
    def setUp(self):
        self.calls = 0
    def test_basic(self):
        self.assertEqual(divide(6, 3), 2)
        self.assertAlmostEqual(divide(1, 3), 0.3333333, places=6)
    def test_zero(self):
        with self.assertRaises(ValueError) as cm:
            divide(1, 0)
        self.assertEqual(str(cm.exception), "cannot divide by zero")
        self.assertRaisesRegex(ValueError, "zero", divide, 2, 0)
    def test_types(self):
        self.assertIsInstance(divide(1, 2), float)
        self.assertIn(2, [1, 2])
        self.assertTrue(divide(4, 2) > 1)
        self.assertIsNone(None)
        self.assertCountEqual([1, 2, 2], [2, 1, 2])
    def test_fail(self):
        self.assertEqual(divide(1, 1), 2, "deliberate")
    def test_error(self):
        {}["missing"]
    @unittest.skip("not ready")
    def test_skipped(self):
        pass
    @unittest.expectedFailure
    def test_expected(self):
        self.assertEqual(1, 0)
    def test_sub(self):
        for i in range(3):
            with self.subTest(i=i):
                self.assertLess(i, 2)
suite = unittest.TestLoader().loadTestsFromTestCase(TestDivide)
print(suite.countTestCases(), sorted(t._testMethodName for t in suite))
stream = io.StringIO()
result = unittest.TextTestRunner(stream=stream, verbosity=0).run(suite)
print(result.testsRun, len(result.failures), len(result.errors), len(result.skipped), len(result.expectedFailures), result.wasSuccessful())
print(sorted(t._testMethodName for t, _ in result.failures), [t._testMethodName for t, _ in result.errors])
print([msg for _, msg in result.skipped])
fail_text = result.failures[0][1] if result.failures else ""
print([line for line in fail_text.splitlines() if line.startswith("AssertionError")])
class T2(unittest.TestCase):
    def test_msgs(self):
        for a, b in [([1, 2], [1, 3]), ({"a": 1}, {"a": 2}), ("abc", "abd"), ((1,), (1, 2))]:
            try:
                self.assertEqual(a, b)
            except AssertionError as e:
                print(str(e).splitlines()[0])
        try:
            self.assertTrue(0)
        except AssertionError as e:
            print(e)
        try:
            self.assertIn(5, [1])
        except AssertionError as e:
            print(e)
        try:
            self.assertIsNone(3, "custom msg")
        except AssertionError as e:
            print(e)
unittest.TextTestRunner(stream=io.StringIO()).run(unittest.TestLoader().loadTestsFromTestCase(T2))
