"""Keywords of the Python language (CPython 3.11's keyword)."""

__all__ = ["iskeyword", "issoftkeyword", "kwlist", "softkwlist"]

kwlist = [
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class",
    "continue", "def", "del", "elif", "else", "except", "finally", "for", "from", "global",
    "if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return",
    "try", "while", "with", "yield",
]

softkwlist = ["_", "case", "match"]

_kwset = frozenset(kwlist)
_softkwset = frozenset(softkwlist)


def iskeyword(s):
    """True if s is a Python keyword."""
    return s in _kwset


def issoftkeyword(s):
    """True if s is a Python soft keyword."""
    return s in _softkwset
