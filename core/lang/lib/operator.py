"""The operator module: Python's operators and item/attribute access as plain functions.

The operator functions are generated from tables below: one row per function, giving its
name and the expression it evaluates. Each is compiled as an ordinary two- (or one-)
argument function, so calling operator.add costs one call and one BINARY_OP.
"""

import sys as _sys

_builtin_abs = abs

# name -> infix symbol, for functions of two operands: f(a, b) is `a SYM b`.
_INFIX = (
    ("lt", "<"), ("le", "<="), ("eq", "=="), ("ne", "!="), ("ge", ">="), ("gt", ">"),
    ("is_", "is"), ("is_not", "is not"),
    ("add", "+"), ("sub", "-"), ("mul", "*"), ("matmul", "@"), ("truediv", "/"),
    ("floordiv", "//"), ("mod", "%"), ("pow", "**"), ("lshift", "<<"), ("rshift", ">>"),
    ("and_", "&"), ("or_", "|"), ("xor", "^"),
)

# name -> prefix form, for functions of one operand.
_PREFIX = (("neg", "-"), ("pos", "+"), ("inv", "~"), ("invert", "~"), ("not_", "not "))

# name -> augmented assignment, for the in-place functions: f(a, b) runs `a SYM= b`, returns a.
_AUGMENTED = (
    ("iadd", "+"), ("isub", "-"), ("imatmul", "@"), ("itruediv", "/"), ("ifloordiv", "//"),
    ("imod", "%"), ("ipow", "**"), ("ilshift", "<<"), ("irshift", ">>"),
    ("iand", "&"), ("ior", "|"), ("ixor", "^"),
)

_TEMPLATES = {
    "infix": ("def {0}(a, b):\n    return a {1} b\n", "{0}(a, b) computes a {1} b."),
    "prefix": ("def {0}(a):\n    return {1}a\n", "{0}(a) computes {1}a."),
    "augmented": ("def {0}(a, b):\n    a {1}= b\n    return a\n",
                  "{0}(a, b) runs a {1}= b and answers the new a."),
}

_me = _sys.modules[__name__]


def _publish(name, obj):
    # Module-level globals()[name] = obj does not reach the module object in the VM,
    # so names made in a loop are set on the module itself.
    setattr(_me, name, obj)


def _compile(kind, rows):
    source, doc = _TEMPLATES[kind]
    space = {"__name__": __name__}
    for name, sym in rows:
        # As this file's code, which tracebacks leave out (CPython's operator is C).
        exec(compile(source.format(name, sym), "operator.py", "exec"), space)
        fn = space[name]
        fn.__module__ = __name__
        fn.__doc__ = doc.format(name, sym.strip())
        _publish(name, fn)


_compile("infix", _INFIX)
_compile("prefix", _PREFIX)
_compile("augmented", _AUGMENTED)


def _not_an_integer(obj):
    return TypeError("'%s' object cannot be interpreted as an integer" % type(obj).__name__)


def truth(a):
    """truth(a): the bool of a."""
    return bool(a)


def abs(a):
    """abs(a): the built-in abs, under operator's name."""
    return _builtin_abs(a)


def index(a):
    """index(a): a converted through __index__."""
    if isinstance(a, int):
        return int(a)
    method = getattr(type(a), "__index__", None)
    if method is None:
        raise _not_an_integer(a)
    r = method(a)
    if type(r) is not int:
        if not isinstance(r, int):
            raise TypeError(f"__index__ returned non-int (type {type(r).__name__})")
        r = int(r)
    return r


def _check_concatenable(seq):
    if isinstance(seq, (str, list, tuple, range)) or hasattr(seq, "__getitem__"):
        return
    raise TypeError("'%s' object can't be concatenated" % type(seq).__name__)


def concat(a, b):
    """concat(a, b): the sequences a and b joined by +."""
    _check_concatenable(a)
    return a + b


def iconcat(a, b):
    """iconcat(a, b): a += b for sequences, answering a."""
    _check_concatenable(a)
    a += b
    return a


def imul(a, b):
    """imul(a, b): a *= b, answering a."""
    if type(a) is list and isinstance(b, int):
        # Repeat the list in place, as CPython's list.__imul__ does (the VM's *= on a list
        # rebinds to a new one).
        if b > 0:
            a.extend(a * (b - 1))
        else:
            del a[:]
        return a
    a *= b
    return a


def contains(a, b):
    """contains(a, b): whether b is in the container a."""
    return b in a


def _matches(seq, target):
    # Positions of the items that are target or compare equal to it (CPython's C search names
    # a non-iterable argument in its own words).
    try:
        items = iter(seq)
    except TypeError:
        raise TypeError(f"argument of type '{type(seq).__name__}' is not iterable") from None
    for pos_, item in enumerate(items):
        if item is target or item == target:
            yield pos_


def countOf(a, b):
    """countOf(a, b): how many items of a are (or equal) b."""
    return sum(1 for _ in _matches(a, b))


def indexOf(a, b):
    """indexOf(a, b): where b first occurs in a."""
    for found in _matches(a, b):
        return found
    raise ValueError("sequence.index(x): x not in sequence")


def getitem(a, b):
    """getitem(a, b): the item a[b]."""
    return a[b]


def setitem(a, b, c):
    """setitem(a, b, c): stores c as a[b]."""
    a[b] = c


def delitem(a, b):
    """delitem(a, b): removes a[b]."""
    del a[b]


def call(obj, /, *args, **kwargs):
    """call(f, *args, **kwargs): f called with those arguments."""
    return obj(*args, **kwargs)


def length_hint(obj, default=0):
    """length_hint(obj, default=0): len(obj) if it has one, else its __length_hint__, else default."""
    if not isinstance(default, int):
        raise _not_an_integer(default)
    try:
        return len(obj)
    except TypeError:
        pass
    method = getattr(type(obj), "__length_hint__", None)
    if method is not None:
        answer = method(obj)
    elif type(obj).__module__ == "builtins":
        # (The playground's built-in iterators answer on the instance, not on their type.)
        bound = getattr(obj, "__length_hint__", None)
        answer = NotImplemented if bound is None else bound()
    else:
        answer = NotImplemented
    if answer is NotImplemented:
        return default
    if not isinstance(answer, int):
        raise TypeError("__length_hint__ must be an integer, not %s" % type(answer).__name__)
    if answer < 0:
        raise ValueError("__length_hint__() should return >= 0")
    return answer


# The getter classes. Each keeps its constructor arguments (repr and pickling show them) and
# a precomputed form for __call__: one key / one path, or a tuple of them.

def _follow(obj, path):
    for attr in path:
        obj = getattr(obj, attr)
    return obj


def _arguments_repr(args, kwargs=None):
    shown = [repr(a) for a in args]
    if kwargs:
        shown += ["%s=%r" % pair for pair in kwargs.items()]
    return ", ".join(shown)


class itemgetter:
    """itemgetter(k)(obj) is obj[k]; itemgetter(k1, k2, ...)(obj) is the tuple of those items."""

    def __init__(self, *items):
        if not items:
            raise TypeError("itemgetter expected 1 argument, got 0")
        self._items = items
        self._only = items[0] if len(items) == 1 else None
        self._many = len(items) > 1

    def __call__(self, obj):
        if self._many:
            return tuple([obj[k] for k in self._items])
        return obj[self._only]

    def __repr__(self):
        return "operator.itemgetter(%s)" % _arguments_repr(self._items)

    def __reduce__(self):
        return type(self), self._items


class attrgetter:
    """attrgetter('x.y')(obj) is obj.x.y; with several names, the tuple of those attributes."""

    def __init__(self, *names):
        if not names:
            raise TypeError("attrgetter expected 1 argument, got 0")
        paths = []
        for name in names:
            if type(name) is not str and not isinstance(name, str):
                raise TypeError("attribute name must be a string")
            paths.append(tuple(name.split(".")))
        self._names = names
        self._paths = tuple(paths)
        # Fast form for the common attrgetter('name'): a single plain attribute.
        self._plain = paths[0][0] if len(paths) == 1 and len(paths[0]) == 1 else None

    def __call__(self, obj):
        plain = self._plain
        if plain is not None:
            return getattr(obj, plain)
        if len(self._paths) == 1:
            return _follow(obj, self._paths[0])
        return tuple([_follow(obj, path) for path in self._paths])

    def __repr__(self):
        return "operator.attrgetter(%s)" % _arguments_repr(self._names)

    def __reduce__(self):
        return type(self), self._names


class methodcaller:
    """methodcaller('m', *args, **kw)(obj) calls obj.m(*args, **kw)."""

    def __init__(self, *args, **kwargs):
        if not args:
            raise TypeError("methodcaller needs at least one argument, the method name")
        if not isinstance(args[0], str):
            raise TypeError("method name must be a string")
        self._name, self._args, self._kwargs = args[0], args[1:], kwargs

    def __call__(self, obj):
        return getattr(obj, self._name)(*self._args, **self._kwargs)

    def __repr__(self):
        return "operator.methodcaller(%s)" % _arguments_repr((self._name,) + self._args,
                                                             self._kwargs)

    def __reduce__(self):
        # Like CPython: keyword arguments travel inside a functools.partial of the class.
        if self._kwargs:
            from functools import partial
            return partial(type(self), self._name, **self._kwargs), self._args
        return type(self), (self._name,) + self._args


# Every public function is also reachable under its dunder spelling (operator.__add__, ...),
# except the helpers that CPython offers only by their plain name.
_NO_DUNDER = {"attrgetter", "itemgetter", "methodcaller", "countOf", "indexOf", "is_", "is_not",
              "length_hint", "truth"}
__all__ = sorted([row[0] for row in _INFIX + _PREFIX + _AUGMENTED] + [
    "abs", "attrgetter", "call", "concat", "contains", "countOf", "delitem", "getitem",
    "iconcat", "imul", "index", "indexOf", "itemgetter", "length_hint",
    "methodcaller", "setitem", "truth"])
for _name in __all__:
    if _name not in _NO_DUNDER:
        _publish("__%s__" % _name.rstrip("_"), getattr(_me, _name))
del _name

# The names CPython's messages give these classes, C types there ('decimal.Decimal' object ...).
import _subclass
_subclass.c_type_name(itemgetter, "operator.itemgetter")
_subclass.c_type_name(attrgetter, "operator.attrgetter")
_subclass.c_type_name(methodcaller, "operator.methodcaller")
del _subclass
