"""Text utilities with doctests, checked by doctest.testmod the way small scripts do.

>>> slugify("Hello, World!")
'hello-world'
"""
import doctest
import re
from functools import wraps


def slugify(text: str, sep: str = "-") -> str:
    """Lower-case words joined by `sep`.

    >>> slugify("  Python 3.11 -- What's New?  ")
    'python-3-11-what-s-new'
    >>> slugify("a_b c", sep="_")
    'a_b_c'
    """
    return sep.join(w for w in re.split(r"[^a-z0-9]+", text.lower()) if w)


def chunk(seq, size):
    """Split a sequence into lists of `size` items.

    >>> chunk([1, 2, 3, 4, 5], 2)
    [[1, 2], [3, 4], [5]]
    >>> chunk("abcdef", 4)
    ['abcd', 'ef']
    >>> chunk([], 3)
    []
    >>> chunk([1], 0)
    Traceback (most recent call last):
        ...
    ValueError: size must be positive
    """
    if size <= 0:
        raise ValueError("size must be positive")
    return [seq[i:i + size] for i in range(0, len(seq), size)]


def logged(fn):
    @wraps(fn)
    def wrapper(*args):
        return fn(*args)
    return wrapper


@logged
def wordcount(text):
    """Count words, case-insensitively, most common first.

    >>> wordcount("the cat and the hat")
    [('the', 2), ('and', 1), ('cat', 1), ('hat', 1)]
    >>> wordcount("")    # a deliberate mistake in the expected output
    [('', 0)]
    """
    counts = {}
    for w in text.lower().split():
        counts[w] = counts.get(w, 0) + 1
    return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))


class Table:
    """A fixed-width text table.

    >>> t = Table(["name", "qty"])
    >>> t.add("bolt", 3).add("washer", 12)   # doctest: +ELLIPSIS
    <...Table object at 0x...>
    >>> print(t.render())
    name   | qty
    bolt   |   3
    washer |  12
    """

    def __init__(self, headers):
        self.headers = headers
        self.rows = []

    def add(self, *row):
        self.rows.append(row)
        return self

    def render(self):
        """
        >>> Table(["a"]).render()
        'a'
        >>> Table(["x", "y"]).add(1, 2).render()   # wrong on purpose
        'x | y\\n1 | 2'
        """
        cols = list(zip(self.headers, *self.rows))
        widths = [max(len(str(c)) for c in col) for col in cols]
        lines = [" | ".join(str(h).ljust(w) for h, w in zip(self.headers, widths)).rstrip()]
        for row in self.rows:
            cells = [str(v).rjust(w) if isinstance(v, int) else str(v).ljust(w) for v, w in zip(row, widths)]
            lines.append(" | ".join(cells))
        return "\n".join(lines)

    @staticmethod
    def parse(line):
        """
        >>> Table.parse("a | b |  c ")
        ['a', 'b', 'c']
        """
        return [c.strip() for c in line.split("|")]


if __name__ == "__main__":
    result = doctest.testmod()
    print(result)
    print(result.failed, result.attempted)
    finder = doctest.DocTestFinder()
    for test in sorted(finder.find(slugify), key=lambda t: t.name):
        print(test.name, test.lineno, len(test.examples), [e.lineno for e in test.examples])
    print(doctest.testmod(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE, report=False))
