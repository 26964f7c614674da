def add(a, b):
    """Add numbers.

    >>> add(1, 2)
    3
    >>> add('a', 'b')
    'ab'
    >>> add(1, 1)
    2
    >>> [add(i, i) for i in range(3)]
    [0, 2, 4]
    >>> add(1, None)
    Traceback (most recent call last):
        ...
    TypeError: unsupported operand type(s) for +: 'int' and 'NoneType'
    >>> print("x\\ny")
    x
    y
    """
    return a + b

if __name__ == "__main__":
    import doctest
    res = doctest.testmod(verbose=True)
    print(res, res.failed, res.attempted)
    import unittest
    class T(unittest.TestCase):
        def test_ok(self):
            self.assertEqual(add(2, 2), 4)
        def test_bad(self):
            self.assertEqual(add(2, 2), 5)
        def test_raises(self):
            with self.assertRaises(TypeError):
                add(1, "x")
        def test_almost(self):
            self.assertAlmostEqual(0.1 + 0.2, 0.3)
        @unittest.skip("reason here")
        def test_skip(self):
            pass
    suite = unittest.TestLoader().loadTestsFromTestCase(T)
    import io
    stream = io.StringIO()
    result = unittest.TextTestRunner(stream=stream, verbosity=2).run(suite)
    print(result.testsRun, len(result.failures), len(result.errors), len(result.skipped), result.wasSuccessful())
    print(result.failures[0][0], result.failures[0][1].splitlines()[-1])
    print([l for l in stream.getvalue().splitlines() if " ... " in l])
