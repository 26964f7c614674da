# unittest: assertWarns/assertWarnsRegex/assertLogs/assertNoLogs in a small test suite
import unittest, warnings, logging, io

log = logging.getLogger("shop.cart")

def old_total(items):
    warnings.warn("old_total() is deprecated; use total()", DeprecationWarning, stacklevel=2)
    return sum(items)

def total(items):
    if not items:
        log.warning("empty cart")
    for x in items:
        if x < 0:
            log.error("negative price %s", x)
    log.debug("totalled %d items", len(items))
    return sum(items)

class CartTests(unittest.TestCase):
    def test_warns_cm(self):
        with self.assertWarns(DeprecationWarning) as cm:
            self.assertEqual(old_total([1, 2]), 3)
        print("warning:", cm.warning, type(cm.warning).__name__, cm.lineno > 0)
    def test_warns_callable(self):
        self.assertWarns(DeprecationWarning, old_total, [5])
    def test_warns_regex(self):
        with self.assertWarnsRegex(DeprecationWarning, r"use total\(\)"):
            old_total([])
    def test_warns_regex_mismatch(self):
        with self.assertWarnsRegex(DeprecationWarning, "nothing like this"):
            old_total([])
    def test_warns_missing(self):
        with self.assertWarns(UserWarning):
            total([1])
    def test_warns_missing_callable(self):
        self.assertWarns(RuntimeWarning, total, [1])
    def test_logs(self):
        with self.assertLogs("shop", level="WARNING") as cm:
            total([])
            total([3, -1])
        print("output:", cm.output)
        print("levels:", [r.levelname for r in cm.records], cm.records[1].getMessage())
    def test_logs_default_level(self):
        with self.assertLogs(log) as cm:
            total([-2])
        print("default:", cm.output)
    def test_logs_none(self):
        with self.assertLogs("shop.cart", "ERROR"):
            total([1, 2])
    def test_no_logs(self):
        with self.assertNoLogs("shop", level="INFO"):
            total([1])
    def test_no_logs_fails(self):
        with self.assertNoLogs("shop.cart"):
            total([])
    def test_warning_filter_restored(self):
        with self.assertWarns(UserWarning):
            warnings.warn("first")
        with warnings.catch_warnings(record=True) as got:
            warnings.simplefilter("always")
            warnings.warn("second")
        print("restored:", [str(w.message) for w in got])

stream = io.StringIO()
runner = unittest.TextTestRunner(stream=stream, verbosity=2)
result = runner.run(unittest.defaultTestLoader.loadTestsFromTestCase(CartTests))
print("run", result.testsRun, "failures", len(result.failures), "errors", len(result.errors))
for test, tb in result.failures:
    print(test.id().split(".")[-1], "->", tb.strip().splitlines()[-1])
print(log.handlers, log.propagate, log.level)
