"""Operators as functions (CPython's operator): operator.add(x, y) is x + y, and so on."""

__all__ = [
    "abs", "add", "and_", "attrgetter", "call", "concat", "contains", "countOf", "delitem",
    "eq", "floordiv", "ge", "getitem", "gt", "iadd", "iand", "iconcat", "ifloordiv", "ilshift",
    "imatmul", "imod", "imul", "index", "indexOf", "inv", "invert", "ior", "ipow", "irshift",
    "is_", "is_not", "isub", "itemgetter", "itruediv", "ixor", "le", "length_hint", "lshift",
    "lt", "matmul", "methodcaller", "mod", "mul", "ne", "neg", "not_", "or_", "pos", "pow",
    "rshift", "setitem", "sub", "truediv", "truth", "xor",
]

_abs = abs


# Comparisons

def lt(a, b):
    "Same as a < b."
    return a < b


def le(a, b):
    "Same as a <= b."
    return a <= b


def eq(a, b):
    "Same as a == b."
    return a == b


def ne(a, b):
    "Same as a != b."
    return a != b


def ge(a, b):
    "Same as a >= b."
    return a >= b


def gt(a, b):
    "Same as a > b."
    return a > b


# Logic and identity

def not_(a):
    "Same as not a."
    return not a


def truth(a):
    "Return True if a is true, False otherwise."
    return True if a else False


def is_(a, b):
    "Same as a is b."
    return a is b


def is_not(a, b):
    "Same as a is not b."
    return a is not b


# Arithmetic and bits

def abs(a):
    "Same as abs(a)."
    return _abs(a)


def add(a, b):
    "Same as a + b."
    return a + b


def and_(a, b):
    "Same as a & b."
    return a & b


def floordiv(a, b):
    "Same as a // b."
    return a // b


def index(a):
    "Same as a.__index__()."
    if isinstance(a, int):
        return int(a)
    if hasattr(a, "__index__"):
        return a.__index__()
    raise TypeError("'%s' object cannot be interpreted as an integer" % type(a).__name__)


def inv(a):
    "Same as ~a."
    return ~a


invert = inv


def lshift(a, b):
    "Same as a << b."
    return a << b


def mod(a, b):
    "Same as a % b."
    return a % b


def mul(a, b):
    "Same as a * b."
    return a * b


def matmul(a, b):
    "Same as a @ b."
    return a @ b


def neg(a):
    "Same as -a."
    return -a


def or_(a, b):
    "Same as a | b."
    return a | b


def pos(a):
    "Same as +a."
    return +a


def pow(a, b):
    "Same as a ** b."
    return a ** b


def rshift(a, b):
    "Same as a >> b."
    return a >> b


def sub(a, b):
    "Same as a - b."
    return a - b


def truediv(a, b):
    "Same as a / b."
    return a / b


def xor(a, b):
    "Same as a ^ b."
    return a ^ b


# Sequences

def _is_sequence(a):
    return isinstance(a, (str, list, tuple, range)) or hasattr(a, "__getitem__")


def concat(a, b):
    "Same as a + b, for a and b sequences."
    if not _is_sequence(a):
        raise TypeError("'%s' object can't be concatenated" % type(a).__name__)
    return a + b


def contains(a, b):
    "Same as b in a (note reversed operands)."
    return b in a


def countOf(a, b):
    "Return the number of items in a which are, or which equal, b."
    n = 0
    for x in a:
        if x is b or x == b:
            n += 1
    return n


def delitem(a, b):
    "Same as del a[b]."
    del a[b]


def getitem(a, b):
    "Same as a[b]."
    return a[b]


def indexOf(a, b):
    "Return the first index of b in a."
    i = 0
    for x in a:
        if x is b or x == b:
            return i
        i += 1
    raise ValueError("sequence.index(x): x not in sequence")


def setitem(a, b, c):
    "Same as a[b] = c."
    a[b] = c


def length_hint(obj, default=0):
    """Return an estimate of the number of items in obj (len, then __length_hint__)."""
    if not isinstance(default, int):
        raise TypeError(
            "'%s' object cannot be interpreted as an integer" % type(default).__name__
        )
    try:
        return len(obj)
    except TypeError:
        pass
    hint = getattr(type(obj), "__length_hint__", None)
    if hint is None:
        return default
    val = hint(obj)
    if val is NotImplemented:
        return default
    if not isinstance(val, int):
        raise TypeError("__length_hint__ must be an integer, not %s" % type(val).__name__)
    if val < 0:
        raise ValueError("__length_hint__() should return >= 0")
    return val


def call(obj, *args, **kwargs):
    "Same as obj(*args, **kwargs)."
    return obj(*args, **kwargs)


# Getters

def _resolve(obj, dotted):
    for name in dotted:
        obj = getattr(obj, name)
    return obj


class attrgetter:
    """attrgetter('a.b', 'c')(r) is (r.a.b, r.c); with one name, just that attribute."""

    def __reduce__(self):
        return self.__class__, self._names

    def __init__(self, *names):
        if not names:
            raise TypeError("attrgetter expected 1 argument, got 0")
        for n in names:
            if not isinstance(n, str):
                raise TypeError("attribute name must be a string")
        self._names = names
        self._paths = tuple([tuple(n.split(".")) for n in names])

    def __call__(self, obj):
        paths = self._paths
        if len(paths) == 1:
            path = paths[0]
            if len(path) == 1:
                return getattr(obj, path[0])
            return _resolve(obj, path)
        return tuple([_resolve(obj, p) for p in paths])

    def __repr__(self):
        return "operator.attrgetter(%s)" % ", ".join([repr(n) for n in self._names])


class itemgetter:
    """itemgetter(1)(r) is r[1]; itemgetter(2, 5)(r) is (r[2], r[5])."""

    def __reduce__(self):
        return self.__class__, self._items

    def __init__(self, *items):
        if not items:
            raise TypeError("itemgetter expected 1 argument, got 0")
        self._items = items

    def __call__(self, obj):
        items = self._items
        if len(items) == 1:
            return obj[items[0]]
        return tuple([obj[i] for i in items])

    def __repr__(self):
        return "operator.itemgetter(%s)" % ", ".join([repr(i) for i in self._items])


class methodcaller:
    """methodcaller('name', *args, **kw)(r) is r.name(*args, **kw)."""

    def __reduce__(self):
        # CPython's: keyword arguments go through a partial.
        if not self._kwargs:
            return self.__class__, (self._name,) + self._args
        from functools import partial
        return partial(self.__class__, self._name, **self._kwargs), self._args

    def __init__(self, *args, **kwargs):
        if not args:
            raise TypeError("methodcaller needs at least one argument, the method name")
        name = args[0]
        if not isinstance(name, str):
            raise TypeError("method name must be a string")
        self._name = name
        self._args = args[1:]
        self._kwargs = kwargs

    def __call__(self, obj):
        return getattr(obj, self._name)(*self._args, **self._kwargs)

    def __repr__(self):
        parts = [repr(self._name)]
        for a in self._args:
            parts.append(repr(a))
        for k in self._kwargs:
            parts.append("%s=%r" % (k, self._kwargs[k]))
        return "operator.methodcaller(%s)" % ", ".join(parts)


# In-place operators: a op= b, returning the result

def iadd(a, b):
    "Same as a += b."
    a += b
    return a


def iand(a, b):
    "Same as a &= b."
    a &= b
    return a


def iconcat(a, b):
    "Same as a += b, for a and b sequences."
    if not _is_sequence(a):
        raise TypeError("'%s' object can't be concatenated" % type(a).__name__)
    a += b
    return a


def ifloordiv(a, b):
    "Same as a //= b."
    a //= b
    return a


def ilshift(a, b):
    "Same as a <<= b."
    a <<= b
    return a


def imod(a, b):
    "Same as a %= b."
    a %= b
    return a


def imul(a, b):
    "Same as a *= b."
    if isinstance(a, list) and isinstance(b, int):
        # The VM's list *= n builds a new list; CPython's grows the list in place.
        if b <= 0:
            a.clear()
        else:
            a.extend(a * (b - 1))
        return a
    a *= b
    return a


def imatmul(a, b):
    "Same as a @= b."
    a @= b
    return a


def ior(a, b):
    "Same as a |= b."
    a |= b
    return a


def ipow(a, b):
    "Same as a **= b."
    a **= b
    return a


def irshift(a, b):
    "Same as a >>= b."
    a >>= b
    return a


def isub(a, b):
    "Same as a -= b."
    a -= b
    return a


def itruediv(a, b):
    "Same as a /= b."
    a /= b
    return a


def ixor(a, b):
    "Same as a ^= b."
    a ^= b
    return a


# The dunder spellings CPython's operator also offers.
__lt__ = lt
__le__ = le
__eq__ = eq
__ne__ = ne
__ge__ = ge
__gt__ = gt
__not__ = not_
__abs__ = abs
__add__ = add
__and__ = and_
__floordiv__ = floordiv
__index__ = index
__inv__ = inv
__invert__ = invert
__lshift__ = lshift
__mod__ = mod
__mul__ = mul
__matmul__ = matmul
__neg__ = neg
__or__ = or_
__pos__ = pos
__pow__ = pow
__rshift__ = rshift
__sub__ = sub
__truediv__ = truediv
__xor__ = xor
__concat__ = concat
__contains__ = contains
__delitem__ = delitem
__getitem__ = getitem
__setitem__ = setitem
__iadd__ = iadd
__iand__ = iand
__iconcat__ = iconcat
__ifloordiv__ = ifloordiv
__ilshift__ = ilshift
__imod__ = imod
__imul__ = imul
__imatmul__ = imatmul
__ior__ = ior
__ipow__ = ipow
__irshift__ = irshift
__isub__ = isub
__itruediv__ = itruediv
__ixor__ = ixor
__call__ = call
