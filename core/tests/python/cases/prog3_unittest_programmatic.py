import unittest, io
def add(a, b):
    return a + b
class TestAdd(unittest.TestCase):
    def setUp(self):
        self.data = [1, 2, 3]
    def test_ints(self):
        self.assertEqual(add(2, 3), 5)
    def test_strings(self):
        self.assertEqual(add("a", "b"), "ab")
    def test_fail(self):
        self.assertEqual(add(1, 1), 3, "math is hard")
    def test_error(self):
        add(1, None)
    def test_raises(self):
        with self.assertRaises(TypeError) as cm:
            add(1, "x")
        self.assertIn("unsupported", str(cm.exception))
    def test_misc(self):
        self.assertTrue(self.data)
        self.assertIsNone(None)
        self.assertAlmostEqual(0.1 + 0.2, 0.3)
        self.assertCountEqual([3, 1, 2], self.data)
        self.assertRaisesRegex(ValueError, "invalid literal", int, "x")
        self.assertGreater(2, 1)
        self.assertIsInstance(1, int)
        self.assertDictEqual({"a": 1}, {"a": 1})
    @unittest.skip("not ready")
    def test_skipped(self):
        pass
    @unittest.expectedFailure
    def test_expected(self):
        self.assertEqual(1, 2)
    def test_sub(self):
        for i in range(3):
            with self.subTest(i=i):
                self.assertLess(i, 2)
suite = unittest.TestLoader().loadTestsFromTestCase(TestAdd)
print(suite.countTestCases())
result = unittest.TestResult()
suite.run(result)
print(result.testsRun, len(result.failures), len(result.errors), len(result.skipped), len(result.expectedFailures), result.wasSuccessful())
for test, tb in result.failures:
    print("FAIL", test.id().split(".")[-1], tb.strip().splitlines()[-1])
for test, tb in result.errors:
    print("ERROR", test.id().split(".")[-1], tb.strip().splitlines()[-1])
print([(t.id().split(".")[-1], r) for t, r in result.skipped])
tc = TestAdd("test_ints")
try:
    tc.assertEqual([1, 2], [1, 3])
except AssertionError as e:
    print(str(e).splitlines()[0])
try:
    tc.assertEqual({"a": 1}, {"a": 2})
except AssertionError as e:
    print(str(e).splitlines()[0])
try:
    tc.assertIn(5, [1, 2])
except AssertionError as e:
    print(e)
try:
    tc.assertTrue(0, "custom msg")
except AssertionError as e:
    print(e)
