import io
import re
import sys
import unittest


class Account:
    def __init__(self, balance=0):
        if balance < 0:
            raise ValueError("negative opening balance")
        self.balance = balance

    def withdraw(self, amount):
        if amount > self.balance:
            raise ValueError(f"insufficient funds: {self.balance} < {amount}")
        self.balance -= amount
        return self.balance


class AccountTests(unittest.TestCase):
    log = []

    @classmethod
    def setUpClass(cls):
        cls.log.append("setUpClass")

    @classmethod
    def tearDownClass(cls):
        cls.log.append("tearDownClass")

    def setUp(self):
        self.acct = Account(100)
        self.addCleanup(self.log.append, "cleanup")

    def tearDown(self):
        self.log.append("tearDown")

    def test_withdraw(self):
        """Withdrawing lowers the balance."""
        self.assertEqual(self.acct.withdraw(30), 70)

    def test_overdraw(self):
        with self.assertRaises(ValueError) as cm:
            self.acct.withdraw(500)
        self.assertIn("insufficient", str(cm.exception))
        self.assertRaises(ValueError, Account, -1)
        self.assertRaisesRegex(ValueError, r"\d+ < \d+", self.acct.withdraw, 1000)

    def test_wrong_balance(self):
        self.assertEqual(self.acct.balance, 99, "opening balance")

    def test_lists(self):
        self.assertEqual([1, 2, 3], [1, 2, 4])

    def test_longer(self):
        self.assertEqual((1, 2), (1, 2, 3))

    def test_dicts(self):
        self.assertDictEqual({"a": 1, "b": [1, 2]}, {"a": 1, "b": [1, 3]})

    def test_text(self):
        self.assertEqual("first line\nsecond\n", "first line\nSecond\n")

    def test_sets(self):
        self.assertSetEqual({1, 2}, {2, 3})

    def test_error(self):
        Account().withdraw(5)

    def test_not_raised(self):
        with self.assertRaises(KeyError):
            pass

    def test_subtests(self):
        for amount in (10, 200, 50, 300):
            with self.subTest(amount=amount):
                self.assertLessEqual(amount, self.acct.balance)

    @unittest.skip("demonstrating skip")
    def test_skipped(self):
        self.fail("never")

    @unittest.skipIf(sys.version_info < (3, 0), "old")
    def test_skipif_runs(self):
        self.assertTrue(True)

    @unittest.expectedFailure
    def test_known_bug(self):
        self.assertEqual(1 + 1, 3)

    @unittest.expectedFailure
    def test_unexpected(self):
        pass

    def test_misc(self):
        self.assertAlmostEqual(0.1 + 0.2, 0.3)
        self.assertNotEqual(1, 2)
        self.assertIsNone(None)
        self.assertIsInstance(3, int)
        self.assertCountEqual("abc", "cab")
        self.assertRegex("hello world", r"wor")
        self.assertGreater(2, 1)
        self.assertFalse([])


class OtherTests(unittest.TestCase):
    def test_almost(self):
        self.assertAlmostEqual(1.0, 1.5, delta=0.1)

    def test_count(self):
        self.assertCountEqual([1, 2, 2], [2, 1, 1])

    def test_skip_inside(self):
        self.skipTest("not today")


def run(verbosity, *names):
    stream = io.StringIO()
    runner = unittest.TextTestRunner(stream=stream, verbosity=verbosity)
    loader = unittest.TestLoader()
    if names:
        suite = loader.loadTestsFromNames(names, sys.modules[__name__])
    else:
        suite = loader.loadTestsFromModule(sys.modules[__name__])
    result = runner.run(suite)
    print(re.sub(r"in \d+\.\d{3}s", "in T.TTTs", stream.getvalue()), end="")
    print(result, result.wasSuccessful(), len(result.failures), len(result.errors),
          len(result.skipped), len(result.expectedFailures), len(result.unexpectedSuccesses))


run(1)
print(AccountTests.log[:6], AccountTests.log.count("tearDownClass"))
run(2)
run(0, "AccountTests.test_withdraw", "OtherTests")
print([t.id() for t in unittest.TestLoader().loadTestsFromTestCase(OtherTests)])
print(str(AccountTests("test_withdraw")), AccountTests("test_withdraw").shortDescription())
try:
    AccountTests("no_such")
except ValueError as e:
    print(e)
try:
    unittest.main(argv=["prog"], exit=True, testRunner=unittest.TextTestRunner(stream=io.StringIO()))
except SystemExit as e:
    print("exit", e.code)
