"""Shopping cart helpers.

>>> total([1.5, 2.5])
4.0
"""
import doctest


def total(prices):
    """Sum of prices.

    >>> total([1, 2, 3])
    6
    >>> total([])
    0
    >>> print(total([0.1] * 3))
    0.30000000000000004
    """
    return sum(prices)


def parse(line):
    """Split 'name:qty'.

    >>> parse("apple:3")
    ('apple', 3)
    >>> parse("bad")
    Traceback (most recent call last):
        ...
    ValueError: not enough values to unpack (expected 2, got 1)
    >>> parse("x:y")  # doctest: +IGNORE_EXCEPTION_DETAIL
    Traceback (most recent call last):
    ValueError: something else
    >>> [parse(s)[1] for s in ["a:1", "b:22"]]
    [1, 22]
    >>> list(range(30))  # doctest: +ELLIPSIS
    [0, 1, 2, ..., 29]
    >>> print("a\\n\\nb")
    a
    <BLANKLINE>
    b
    >>> print("spread   out")  # doctest: +NORMALIZE_WHITESPACE
    spread out
    >>> x = 5
    >>> x + 1
    6
    >>> None
    >>> 1 == 1
    True
    """
    name, qty = line.split(":")
    return name, int(qty)


class Cart:
    """A cart.

    >>> c = Cart()
    >>> c.add("pear", 2)
    >>> c.items
    {'pear': 2}
    """

    def __init__(self):
        self.items = {}

    def add(self, name, qty):
        """Add qty of name.

        >>> Cart().add("x", 1) is None
        True
        """
        self.items[name] = self.items.get(name, 0) + qty

    @staticmethod
    def helper():
        """
        >>> Cart.helper()
        'help'
        """
        return "help"

    @property
    def size(self):
        """
        >>> Cart().size
        0
        """
        return len(self.items)


def undocumented():
    pass


print(doctest.testmod())
print(doctest.testmod(verbose=True))
test = doctest.DocTestParser().get_doctest(">>> 2 + 2\n5\n>>> print('hi')\n>>> 1/0\n", {}, "inline", None, 0)
runner = doctest.DocTestRunner(verbose=False)
print(runner.run(test, out=lambda s: print(s, end="") if "Traceback" not in s else print(s.split("Traceback")[0] + "<traceback>")))
print(runner.summarize(verbose=True))
doctest.run_docstring_examples(total, {"total": total}, verbose=True, name="total")
print(doctest.ELLIPSIS, doctest.NORMALIZE_WHITESPACE, doctest.OPTIONFLAGS_BY_NAME["SKIP"])
ex = doctest.DocTestParser().get_examples(">>> a = 1\n>>> a\n1\n")
print([(e.source, e.want, e.lineno) for e in ex])
