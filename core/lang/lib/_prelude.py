# The builtins whose general case is Python, loaded before every program (the VM's `_prelude`):
# map and filter, any and all over generators (they stop at the deciding item), sum, min and max
# over generators, and zip and
# enumerate over generators and objects with __iter__/__next__
# (over lists, tuples, ranges, strings, dicts and sets those two are native lazy iterators).
# Each is lazy as CPython's: its inputs are made iterators at once (so a non-iterable argument
# fails at the call), then one item is produced each time the consumer asks, so a function that
# prints interleaves with the loop's body, and an endless input (itertools.count()) works.
# The objects are generators: type(map(f, x)) prints as <class 'generator'>, not <class 'map'>.


from _excgroup import BaseExceptionGroup, ExceptionGroup, _star_begin, _star_match, _star_raised, _star_end
import builtins as _builtins

# The builtins written in Python: set on the `builtins` module, where a global's lookup ends.
_builtins.BaseExceptionGroup = BaseExceptionGroup
_builtins.ExceptionGroup = ExceptionGroup


def _object_ne(self, other):
    # object.__ne__: the inverse of the class's __eq__, unless that declines.
    r = type(self).__eq__(self, other)
    return r if r is NotImplemented else not r


def _object_reduce_ex(self, protocol):
    # object.__reduce_ex__ and (protocol 0) object.__reduce__: copyreg's default reductions.
    # A class's own __reduce__ is called by __reduce_ex__ for protocols other than 0 (the VM's
    # __reduce__ comes here with 0 too, so 0 cannot tell them apart).
    import copyreg
    if protocol != 0 and copyreg._own(type(self), "__reduce__") is not None:
        return self.__reduce__()
    return copyreg._default_reduce(self, protocol)


_IMPORT_SPACE = {}


def _import(name, globals=None, locals=None, fromlist=(), level=0):
    # The builtin __import__: an import statement run by exec (one namespace, reused).
    if not isinstance(name, str):
        raise TypeError("module name must be a string")
    if level < 0:
        raise ValueError("level must be >= 0")
    if level > 0:
        package = globals.get("__package__") if isinstance(globals, dict) else None
        if not package:
            raise ImportError("attempted relative import with no known parent package")
        bits = package.rsplit(".", level - 1)
        if len(bits) < level:
            raise ImportError("attempted relative import beyond top-level package")
        name = bits[0] + "." + name if name else bits[0]
    elif not name:
        raise ValueError("Empty module name")
    for part in name.split("."):
        if not part.isidentifier():
            raise ModuleNotFoundError("No module named '" + name + "'")
    space = _IMPORT_SPACE
    exec("import " + name + " as _m", space)
    m = space.pop("_m")
    if not fromlist:
        if level > 0:
            return m
        exec("import " + name.partition(".")[0] + " as _m", space)
        return space.pop("_m")
    for item in fromlist:
        if item != "*" and isinstance(item, str) and item.isidentifier() and not hasattr(m, item):
            try:
                exec("import " + name + "." + item, space)
            except ModuleNotFoundError:
                pass
    space.clear()
    return m


def any(iterable):
    for x in iterable:
        if x:
            return True
    return False


def all(iterable):
    for x in iterable:
        if not x:
            return False
    return True


# sum, min and max over a generator or an object: one item at a time, as CPython's, so an input
# longer than the container limit (or endless, for a min that never ends) is never held whole.
class iterator:
    # iter() of an object with __getitem__ but no __iter__: seq[0], seq[1], ... one per next(),
    # until an IndexError or StopIteration, as CPython's (a dataset that never raises is an
    # endless iterator, and a loop that breaks reads no further). (No __slots__: their member
    # descriptors would count as properties in every run, turning off the attribute fast paths.)
    def __init__(self, seq, i=0, step=1):
        self._seq = seq
        self._i = i
        self._step = step

    def __iter__(self):
        return self

    def __next__(self):
        seq = self._seq
        i = self._i
        if seq is None or i < 0:
            raise StopIteration
        try:
            v = seq[i]
        except (IndexError, StopIteration):
            self._seq = None
            raise StopIteration from None
        self._i = i + self._step
        return v


class _reversed_iter(iterator):
    pass


_reversed_iter.__name__ = _reversed_iter.__qualname__ = "reversed"


def _reversed(seq):
    # reversed() of an object with __len__ and __getitem__ but no __reversed__: its items from
    # len(seq) - 1 down to 0, one per next(), ending early at an IndexError or StopIteration.
    return _reversed_iter(seq, len(seq) - 1, -1)


def _sum(iterable, start=0):
    for x in iterable:
        start = start + x
    return start


_MISSING = object()


def _pick(it, key, default, name, greater):
    it = iter(it)
    for best in it:
        break
    else:
        if default is _MISSING:
            raise ValueError(name + "() arg is an empty sequence")
        return default
    bk = best if key is None else key(best)
    for x in it:
        k = x if key is None else key(x)
        if (k > bk) if greater else (k < bk):
            best, bk = x, k
    return best


def _max(iterable, *, key=None, default=_MISSING):
    return _pick(iterable, key, default, "max", True)


def _min(iterable, *, key=None, default=_MISSING):
    return _pick(iterable, key, default, "min", False)


def ascii(obj):
    return repr(obj).encode("ascii", "backslashreplace").decode("ascii")


def map(func, *iterables):
    if not iterables:
        raise TypeError("map() must have at least two arguments.")
    its = [iter(x) for x in iterables]
    if len(its) == 1:
        return _map1(func, its[0])
    return _mapn(func, its)


def _map1(func, it):
    for x in it:
        yield func(x)


def _mapn(func, its):
    while True:
        args = []
        for it in its:
            try:
                args.append(next(it))
            except StopIteration:
                return
        yield func(*args)


def filter(function, iterable):
    it = iter(iterable)
    if function is None:
        return _filter_true(it)
    return _filter(function, it)


def _filter_true(it):
    for x in it:
        if x:
            yield x


def _filter(function, it):
    for x in it:
        if function(x):
            yield x


def enumerate(iterable, start=0):
    it = iter(iterable)
    return _enumerate(it, start)


def _enumerate(it, n):
    for x in it:
        yield (n, x)
        n += 1


def zip(*iterables, strict=False):
    its = [iter(x) for x in iterables]
    return _zip(its, strict)


def _zip(its, strict):
    if not its:
        return
    while True:
        items = []
        for i, it in _enumerate(iter(its), 0):
            try:
                items.append(next(it))
            except StopIteration:
                if strict:
                    _zip_check(its, i)
                return
        yield tuple(items)


def _zip_check(its, i):
    # CPython's strict=True errors: the first input to end early, or the first to run on.
    if i > 0:
        plural = " 1" if i == 1 else "s 1-" + str(i)
        raise ValueError("zip() argument " + str(i + 1) + " is shorter than argument" + plural)
    for j in range(1, len(its)):
        try:
            next(its[j])
        except StopIteration:
            continue
        plural = " 1" if j == 1 else "s 1-" + str(j)
        raise ValueError("zip() argument " + str(j + 1) + " is longer than argument" + plural)


def open(file, mode="r", buffering=-1, encoding=None, errors=None, newline=None, closefd=True,
         opener=None):
    import io

    return io.open(file, mode, buffering, encoding, errors, newline, closefd, opener)


def _host_eq(a, b, ne):
    # `a == b` (`!=` when ne) of two lists, tuples or dicts holding tensors (core/lang/src/
    # dunder.rs): item by item, identity first, then the truth of `==` (a tensor's truth is
    # PyTorch's: one element, else its error), as CPython compares containers.
    same = True
    if isinstance(a, dict):
        if not isinstance(b, dict) or len(a) != len(b):
            same = False
        else:
            for k in a:
                if k not in b:
                    same = False
                    break
                x = a[k]
                y = b[k]
                if not (x is y or x == y):
                    same = False
                    break
    elif type(a) is not type(b) or len(a) != len(b):
        same = False
    else:
        i = 0
        n = len(a)
        while i < n:
            x = a[i]
            y = b[i]
            if not (x is y or x == y):
                same = False
                break
            i += 1
    return same != ne


def _seq_order(a, b, op):
    # `a < b` (op 0), `<=` (1), `>` (2), `>=` (3) for two tuples or two lists holding instances,
    # as CPython orders sequences: the first pair of items that is not `==` (identity first)
    # decides through its own comparison; if none, the lengths do.
    n = min(len(a), len(b))
    i = 0
    while i < n:
        x = a[i]
        y = b[i]
        if not (x is y or x == y):
            if op == 0:
                return x < y
            if op == 1:
                return x <= y
            if op == 2:
                return x > y
            return x >= y
        i += 1
    if op == 0:
        return len(a) < len(b)
    if op == 1:
        return len(a) <= len(b)
    if op == 2:
        return len(a) > len(b)
    return len(a) >= len(b)


def _divmod(x, y):
    # divmod() when an operand is an instance: __divmod__, then the other's __rdivmod__ (first
    # when its class is a subclass of the left one's), as CPython's binary operators try them.
    tx = type(x)
    ty = type(y)
    lm = getattr(tx, "__divmod__", None)
    rm = getattr(ty, "__rdivmod__", None) if ty is not tx else None
    if rm is not None and issubclass(ty, tx) and rm is not getattr(tx, "__rdivmod__", None):
        r = rm(y, x)
        if r is not NotImplemented:
            return r
        rm = None
    if lm is not None:
        r = lm(x, y)
        if r is not NotImplemented:
            return r
    if rm is not None:
        r = rm(y, x)
        if r is not NotImplemented:
            return r
    raise TypeError(
        f"unsupported operand type(s) for divmod(): '{tx.__name__}' and '{ty.__name__}'"
    )


def _float(x):
    # float() of an instance: its __float__ (which must return a float), else its __index__.
    t = type(x)
    m = getattr(t, "__float__", None)
    if m is not None:
        r = m(x)
        if not isinstance(r, float):
            raise TypeError(f"{t.__name__}.__float__ returned non-float (type {type(r).__name__})")
        return r
    m = getattr(t, "__index__", None)
    if m is not None:
        r = m(x)
        if not isinstance(r, int):
            raise TypeError(f"__index__ returned non-int (type {type(r).__name__})")
        return float(r)
    if isinstance(x, (str, bytes, bytearray)):
        # A str or bytes subclass's instance: its text, parsed.
        import _subclass

        return float(_subclass.base(x))
    raise TypeError(f"float() argument must be a string or a real number, not '{t.__name__}'")


def _complex(real=0, imag=_MISSING):
    # complex() given an instance: its __complex__, else the float its __float__ or __index__
    # makes (the second argument only the latter); the native constructor then combines them.
    t = type(real)
    m = getattr(t, "__complex__", None)
    if m is not None:
        real = m(real)
        if not isinstance(real, complex):
            raise TypeError(f"__complex__ returned non-complex (type {type(real).__name__})")
    elif isinstance(real, (int, float, str)):
        pass
    elif hasattr(t, "__float__") or hasattr(t, "__index__"):
        real = _float(real)
    else:
        raise TypeError(
            f"complex() first argument must be a string or a number, not '{t.__name__}'")
    if imag is _MISSING:
        return complex(real)
    t = type(imag)
    if not isinstance(imag, (int, float, complex)):
        if not (hasattr(t, "__float__") or hasattr(t, "__index__")):
            raise TypeError(f"complex() second argument must be a number, not '{t.__name__}'")
        imag = _float(imag)
    return complex(real, imag)


def _math_round(x, name):
    # math.floor/ceil/trunc of an instance: its __floor__/__ceil__/__trunc__; floor and ceil
    # fall back on the float it converts to (__float__ or __index__), as CPython's do.
    t = type(x)
    m = getattr(t, "__" + name + "__", None)
    if m is not None:
        return m(x)
    if name == "trunc":
        raise TypeError(f"type {t.__name__} doesn't define __trunc__ method")
    if getattr(t, "__float__", None) is None and getattr(t, "__index__", None) is None:
        raise TypeError(f"must be real number, not {t.__name__}")
    import math

    f = _float(x)
    return math.floor(f) if name == "floor" else math.ceil(f)


def _iter_contains(container, x, negate):
    # `x in container` for an instance without __contains__: what its __iter__ (or __getitem__
    # from 0) yields is searched, identity first, then ==.
    for y in container:
        if y is x or y == x:
            return not negate
    return negate


def _int(x):
    # int() of an instance: __int__, else __index__, else __trunc__ (CPython 3.11's order); each
    # must give an int.
    t = type(x)
    for name in ("__int__", "__index__", "__trunc__"):
        m = getattr(t, name, None)
        if m is not None:
            r = m(x)
            if name == "__trunc__":
                if isinstance(r, int):
                    return r
                return int(r)
            if not isinstance(r, int):
                raise TypeError(f"{name} returned non-int (type {type(r).__name__})")
            return r if type(r) is int else int(r)
    if isinstance(x, (str, bytes, bytearray)):
        import _subclass

        return int(_subclass.base(x))
    raise TypeError(
        f"int() argument must be a string, a bytes-like object or a real number, not '{t.__name__}'"
    )


def _index(x):
    # operator.index of an instance: its type's __index__, which must give an int.
    m = getattr(type(x), "__index__", None)
    if m is None:
        raise TypeError(f"'{type(x).__name__}' object cannot be interpreted as an integer")
    r = m(x)
    if not isinstance(r, int):
        raise TypeError(f"__index__ returned non-int (type {type(r).__name__})")
    return int(r) if type(r) is not int else r


def _index_retry(f, *args):
    # A native given instances where it takes ints (hex(obj), range(obj)): each argument with
    # __index__ is converted, then the native runs again.
    return f(*[_index(a) if _has_index(a) else a for a in args])


def _has_index(a):
    return not isinstance(a, int) and getattr(type(a), "__index__", None) is not None


def _slice_index(s):
    # A slice whose bounds are instances: each bound's __index__, for the native slicing.
    def b(v):
        if v is None or isinstance(v, int):
            return v
        if getattr(type(v), "__index__", None) is None:
            raise TypeError("slice indices must be integers or None or have an __index__ method")
        return _index(v)

    return slice(b(s.start), b(s.stop), b(s.step))


def _seq_repeat(seq, n, inplace):
    # `seq * obj` with obj's __index__ (CPython's sq_repeat); `*=` repeats in place.
    n = _index(n)
    if inplace:
        seq *= n
        return seq
    return seq * n


def _percent_num(kind, v):
    # A %-format's number from an instance: a float for the float conversions (errors raised),
    # else an int by __index__ (%x %X %o %c) or int() (%d %i %u); None when it has none, for
    # the format's own TypeError.
    if kind in "eEfFgG":
        t = type(v)
        if getattr(t, "__float__", None) is None and getattr(t, "__index__", None) is None:
            raise TypeError(f"must be real number, not {t.__name__}")
        return _float(v)
    try:
        return _index(v) if kind in "xXoc" else _int(v)
    except TypeError:
        return None


def _percent_map(text, m):
    # `text % m` for a mapping that is not a plain dict (an instance with __getitem__, a dict
    # subclass with __missing__): each `%(key)` is looked up by m[key] first, as CPython does.
    vals, i, n = {}, 0, len(text)
    while i < n:
        if text[i] != "%":
            i += 1
            continue
        if text[i + 1:i + 2] == "(":
            depth, j = 1, i + 2
            while j < n and depth:
                depth += {"(": 1, ")": -1}.get(text[j], 0)
                j += 1
            if depth:
                raise ValueError("incomplete format key")
            k = text[i + 2:j - 1]
            if k not in vals:
                vals[k] = m[k]
            i = j
        else:
            i += 2
    return text % vals


def _writelines(err, lines):
    # sys.stdout/sys.stderr.writelines(lines): each line written in turn.
    import sys
    write = (sys.stderr if err else sys.stdout).write
    for line in lines:
        write(line)


def _isinstance_class(obj, cls):
    # isinstance(obj, cls) when obj's class overrides __class__: the class it claims is checked
    # as a subclass of cls (a claim that is not a class answers False).
    c = obj.__class__
    if c is type(obj):
        return False
    try:
        return issubclass(c, cls)
    except TypeError:
        return False


def _dir_sorted(method):
    # dir(obj) when obj's class defines __dir__: what it returns, as a sorted list.
    return sorted(method())


def _exc_str(e, key):
    # BaseException.__str__ (KeyError.__str__ when key) called by name: the arguments' text.
    a = e.args
    if len(a) == 1:
        return repr(a[0]) if key else str(a[0])
    return str(a) if a else ""


def _exc_repr(e):
    # BaseException.__repr__ called by name.
    a = e.args
    n = type(e).__name__
    return f"{n}({a[0]!r})" if len(a) == 1 else n + repr(a)


def _displayhook(value):
    # An expression statement's value in code compiled in "single" mode.
    import sys

    sys.displayhook(value)


def _view_isdisjoint(view, other):
    # dict_keys/dict_items.isdisjoint: whether none of other's items is in the view.
    if other is view:
        return len(view) == 0
    for x in other:
        if x in view:
            return False
    return True


def _math_prod(items, start):
    # math.prod over instances: each product by Python's `*`.
    acc = start
    for x in items:
        acc = acc * x
    return acc


def _math_index_retry(name, *args):
    # An integer math function (factorial, comb, perm, isqrt, gcd, lcm) given instances with
    # __index__: each converted as CPython's PyNumber_Index converts it, then the function again.
    import math

    return getattr(math, name)(*[_index(a) if _has_index(a) else a for a in args])


def _math_fsum_retry(items):
    # math.fsum over instances (Fraction, Decimal, classes with __float__): each converted as
    # CPython's fsum converts it (__float__, else __index__), then summed natively.
    import math

    return math.fsum([a if isinstance(a, (int, float)) else _math_real(a) for a in items])


def _math_real(a):
    t = type(a)
    if getattr(t, "__float__", None) is None and getattr(t, "__index__", None) is None:
        raise TypeError(f"must be real number, not {t.__name__}")
    return _float(a)


def _math_retry(name, *args):
    # A math function given instances: each converts as CPython's math converts it (__float__,
    # else __index__), then the function runs on the floats.
    import math

    conv = []
    for a in args:
        if isinstance(a, (int, float)):
            conv.append(a)
            continue
        conv.append(_math_real(a))
    return getattr(math, name)(*conv)


# Asynchronous generators (`async def` with `yield`): the VM runs the body as a generator and
# wraps it in an `async_generator`. The body's generator yields two kinds of values: what an
# `await` inside it passes up to the event loop (the generator is then paused in its await's
# loop, `gi_yieldfrom` is the awaited iterator) and what its own `yield` produces (`gi_yieldfrom`
# is None). `__anext__`/`asend`/`athrow`/`aclose` return awaitables that pass the first kind
# through and finish with the second, as CPython's `async_generator_asend`/`_athrow` objects.
# asyncio's loop puts its hook here while it runs (CPython's sys.set_asyncgen_hooks firstiter):
# it is told of each async generator's first step, so `asyncio.run` can aclose those left open.
def aiter(async_iterable, /):
    # The builtin aiter: the object's __aiter__(), which must give an asynchronous iterator.
    t = type(async_iterable)
    meth = getattr(t, "__aiter__", None)
    if meth is None:
        raise TypeError(f"'{t.__name__}' object is not an async iterable")
    it = meth(async_iterable)
    if getattr(type(it), "__anext__", None) is None:
        raise TypeError(f"aiter() returned not an async iterator of type '{type(it).__name__}'")
    return it


def anext(aiterator, default=_MISSING, /):
    # The builtin anext: the awaitable of __anext__(); with a default, an awaitable that gives
    # the default where the iterator is exhausted.
    t = type(aiterator)
    meth = getattr(t, "__anext__", None)
    if meth is None:
        raise TypeError(f"'{t.__name__}' object is not an async iterator")
    awaitable = meth(aiterator)
    if default is _MISSING:
        return awaitable
    return _anext_default(awaitable, default)


async def _anext_default(awaitable, default):
    try:
        return await awaitable
    except StopAsyncIteration:
        return default


_builtins.aiter = aiter
_builtins.anext = anext


_asyncgen_firstiter = [None]


def _module_dict(name):
    # A function's __globals__: its module's namespace (the program's through sys's __main__).
    import sys

    return sys.modules[name].__dict__


class callable_iterator:
    # `iter(func, sentinel)`: func() until it returns the sentinel (or raises StopIteration);
    # once done, func is dropped and never called again. (No __slots__: a slotted class made at
    # start-up would turn off the VM's shortcut for every program's instance attributes,
    # objects::note_slots.)

    def __init__(self, func, sentinel):
        if not callable(func):
            raise TypeError("iter(v, w): v must be callable")
        self._func = func
        self._sentinel = sentinel

    def __iter__(self):
        return self

    def __next__(self):
        func = self._func
        if func is None:
            raise StopIteration
        try:
            v = func()
        except StopIteration:
            self._func = None
            raise StopIteration from None
        s = self._sentinel
        if v is s or s == v:
            self._func = None
            raise StopIteration
        return v

    def __reduce__(self):
        if self._func is None:
            return (iter, ((),))
        return (iter, (self._func, self._sentinel))


callable_iterator.__module__ = "builtins"


class async_generator:
    def __init__(self, gen):
        self._gen = gen
        self._finished = False
        self._running = False
        self._hooked = False
        self.__name__ = gen.__name__
        self.__qualname__ = gen.__qualname__

    def __aiter__(self):
        return self

    def __anext__(self):
        return _AsyncGenStep(self, None, None, False)

    def asend(self, value):
        return _AsyncGenStep(self, value, None, False)

    def athrow(self, typ, val=None, tb=None):
        if val is None:
            val = typ() if isinstance(typ, type) else typ
        return _AsyncGenStep(self, None, val, False)

    def aclose(self):
        return _AsyncGenStep(self, None, GeneratorExit(), True)

    def __repr__(self):
        return "<async_generator object " + self.__qualname__ + " at " + hex(id(self)) + ">"


class _AsyncGenStep:
    def __init__(self, agen, value, exc, closing):
        if not agen._hooked:
            agen._hooked = True
            hook = _asyncgen_firstiter[0]
            if hook is not None:
                hook(agen)
        self._agen = agen
        self._value = value
        self._exc = exc
        self._closing = closing
        self._used = False

    def __await__(self):
        agen = self._agen
        if self._used:
            raise RuntimeError("cannot reuse already awaited __anext__()/asend()")
        self._used = True
        if agen._running:
            raise RuntimeError("anext(): asynchronous generator is already running")
        if agen._finished:
            if self._closing:
                return None
            if self._exc is not None:
                raise self._exc
            raise StopAsyncIteration
        gen = agen._gen
        value = self._value
        exc = self._exc
        while True:
            agen._running = True
            try:
                if exc is not None:
                    e = exc
                    exc = None
                    y = gen.throw(e)
                else:
                    y = gen.send(value)
            except StopIteration:
                agen._running = False
                agen._finished = True
                if self._closing:
                    return None
                raise StopAsyncIteration
            except (GeneratorExit, StopAsyncIteration):
                agen._running = False
                agen._finished = True
                if self._closing:
                    return None
                raise
            except BaseException:
                agen._running = False
                agen._finished = True
                raise
            agen._running = False
            if gen.gi_yieldfrom is None:
                if self._closing:
                    raise RuntimeError("async generator ignored GeneratorExit")
                return y
            try:
                value = yield y
            except BaseException as e:
                exc = e
                value = None


def _set_retry(name, s, *args):
    # A set method given iterables only Python code can walk (generators, map objects,
    # instances): each is listed, then the method runs again on built-in containers.
    plain = (set, frozenset, dict, list, tuple, str)
    return getattr(s, name)(*[a if type(a) in plain else list(a) for a in args])


def _alt_constructor(cls, name, *args, **kwargs):
    # `D.fromkeys(...)`, `I.from_bytes(...)`, `F.fromhex(...)` on a class deriving from a
    # built-in type: the built-in's result made into `cls`, as CPython's (`fromkeys` fills
    # `cls()` item by item, so a `__setitem__` of the class sees each key).
    base = next(b for b in cls.__mro__ if b in (dict, int, float, bytes, bytearray, str))
    if name == "maketrans":
        return getattr(base, name)(*args, **kwargs)
    if name == "fromkeys":
        if kwargs or not 1 <= len(args) <= 2:
            return dict.fromkeys(*args, **kwargs)
        value = args[1] if len(args) == 2 else None
        made = cls()
        for key in args[0]:
            made[key] = value
        return made
    return cls(getattr(base, name)(*args, **kwargs))


def _str_maketrans(*args):
    # str.maketrans: a dict from code points to code points, strings or None, as CPython's.
    if not args or len(args) > 3:
        raise TypeError(f"maketrans expected at least 1 argument, got {len(args)}" if not args
                        else f"maketrans expected at most 3 arguments, got {len(args)}")
    if len(args) == 1:
        x = args[0]
        if not isinstance(x, dict):
            raise TypeError("if you give only one argument to maketrans it must be a dict")
        table = {}
        for k, v in x.items():
            if isinstance(k, str):
                if len(k) != 1:
                    raise ValueError("string keys in translate table must be of length 1")
                table[ord(k)] = v
            elif isinstance(k, int):
                table[k] = v
            else:
                raise TypeError("keys in translate table must be strings or integers")
        return table
    x, y = args[0], args[1]
    if not isinstance(x, str):
        raise TypeError("first maketrans argument must be a string if there is a second argument")
    if not isinstance(y, str):
        raise TypeError(f"maketrans() argument 2 must be str, not {type(y).__name__}")
    if len(x) != len(y):
        raise ValueError("the first two maketrans arguments must have equal length")
    table = {ord(a): ord(b) for a, b in zip(x, y)}
    if len(args) == 3:
        z = args[2]
        if not isinstance(z, str):
            raise TypeError(f"maketrans() argument 3 must be str, not {type(z).__name__}")
        for c in z:
            table[ord(c)] = None
    return table


def _str_translate(s, table):
    # str.translate: each character looked up by code point through table[...] (any mapping or
    # sequence); a LookupError keeps it, None deletes it.
    out = []
    for c in s:
        try:
            v = table[ord(c)]
        except LookupError:
            out.append(c)
            continue
        if v is None:
            continue
        if isinstance(v, int):
            if not 0 <= v < 0x110000:
                raise ValueError("character mapping must be in range(0x110000)")
            out.append(chr(v))
        elif isinstance(v, str):
            out.append(v)
        else:
            raise TypeError("character mapping must return integer, None or str")
    return "".join(out)


def _str_format_map(s, mapping):
    # str.format_map: format(**mapping) with each field's name looked up by mapping[name] when
    # the string names it (so a dict subclass's __missing__ answers).
    import string

    values = {}
    todo = [s]
    while todo:
        for _, field, spec, _ in string.Formatter().parse(todo.pop()):
            if field is None:
                continue
            name = field.split(".")[0].split("[")[0]
            if name == "" or name.isdigit():
                raise ValueError("Format string contains positional fields")
            if name not in values:
                values[name] = mapping[name]
            if spec and "{" in spec:
                todo.append(spec)
    return s.format(**values)


# `list[int]`: types.GenericAlias, as CPython's genericaliasobject.c (repr, __origin__, __args__,
# __parameters__, equality, hashing, calling the origin, its attributes, `|` with types).
class GenericAlias:
    __module__ = "types"

    def __init__(self, origin, args):
        if not isinstance(args, tuple):
            args = (args,)
        self.__origin__ = origin
        self.__args__ = args
        params = []
        for a in args:
            if type(a).__name__ in ("TypeVar", "ParamSpec", "TypeVarTuple"):
                found = (a,)
            else:
                found = getattr(a, "__parameters__", ())
                if not isinstance(found, tuple):
                    found = ()
            for p in found:
                if p not in params:
                    params.append(p)
        self.__parameters__ = tuple(params)
        # Kept for the native `|` (union.rs), which prints its members without Python calls.
        self._repr = _ga_repr_item(origin) + "[" + (
            ", ".join(_ga_repr_item(a) for a in args) if args else "()") + "]"

    def __repr__(self):
        return self._repr

    def __eq__(self, other):
        if not isinstance(other, GenericAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__args__ == other.__args__

    def __hash__(self):
        return hash(self.__origin__) ^ hash(self.__args__)

    def __call__(self, *args, **kwargs):
        return self.__origin__(*args, **kwargs)

    def __mro_entries__(self, bases):
        return (self.__origin__,)

    def __getattr__(self, name):
        if name.startswith("__") and name.endswith("__"):
            raise AttributeError(name)
        return getattr(self.__origin__, name)

    def __getitem__(self, item):
        if not self.__parameters__:
            raise TypeError(repr(self) + " is not a generic class")
        items = item if isinstance(item, tuple) else (item,)
        n = len(self.__parameters__)
        if len(items) != n:
            raise TypeError("Too " + ("many" if len(items) > n else "few") + " arguments for "
                            + repr(self) + "; actual " + str(len(items)) + ", expected " + str(n))
        subst = dict(zip(self.__parameters__, items))
        new = []
        for a in self.__args__:
            if a in subst:
                new.append(subst[a])
            elif isinstance(a, GenericAlias) and a.__parameters__:
                new.append(a[tuple(subst[p] for p in a.__parameters__)])
            else:
                new.append(a)
        return GenericAlias(self.__origin__, tuple(new))

    def __instancecheck__(self, obj):
        raise TypeError("isinstance() argument 2 cannot be a parameterized generic")

    def __subclasscheck__(self, cls):
        raise TypeError("issubclass() argument 2 cannot be a parameterized generic")


def _resolve_bases(bases):
    # A class statement's bases with each non-class that has __mro_entries__ replaced by what it
    # returns (CPython's update_bases): the VM calls this, then builds the class over the result.
    new = []
    for base in bases:
        if isinstance(base, type):
            new.append(base)
            continue
        entries = getattr(base, "__mro_entries__", None)
        if entries is None:
            new.append(base)
            continue
        got = entries(bases)
        if not isinstance(got, tuple):
            raise TypeError("__mro_entries__ must return a tuple")
        new.extend(got)
    return tuple(new)


def _ga_repr_item(p):
    if p is Ellipsis:
        return "..."
    if isinstance(p, list):
        return "[" + ", ".join(_ga_repr_item(a) for a in p) + "]"
    if isinstance(p, GenericAlias):
        return p._repr
    if isinstance(p, type):
        module = p.__module__
        if module == "builtins":
            return p.__qualname__
        return module + "." + p.__qualname__
    return repr(p)


def _generic_alias(origin, args):
    return GenericAlias(origin, args)


def _bytes(x, mutable):
    # bytes(x) and bytearray(x) for what the native does not walk: bytes() asks __bytes__, then
    # both take an object with __index__ as a size, or any iterable of ints.
    name = "bytearray" if mutable else "bytes"
    if not mutable:
        m = getattr(x, "__bytes__", None)
        if m is not None:
            r = m()
            if not isinstance(r, bytes):
                raise TypeError(f"__bytes__ returned non-bytes (type {type(r).__name__})")
            return r
    if hasattr(x, "__index__"):
        n = x.__index__()
        return bytearray(n) if mutable else bytes(n)
    try:
        it = iter(x)
    except TypeError:
        raise TypeError(f"cannot convert '{type(x).__name__}' object to {name}") from None
    items = list(it)
    return bytearray(items) if mutable else bytes(items)


def _bytes_translate(b, table, delete=b""):
    # bytes.translate(table, /, delete=b''): each byte not in delete, mapped through the
    # 256-byte table (None keeps it).
    for v in (table, delete):
        if v is not None and not isinstance(v, (bytes, bytearray)):
            raise TypeError(f"a bytes-like object is required, not '{type(v).__name__}'")
    if table is not None and len(table) != 256:
        raise ValueError("translation table must be 256 characters long")
    out = bytearray()
    for c in b:
        if c not in delete:
            out.append(c if table is None else table[c])
    return out if isinstance(b, bytearray) else bytes(out)


def _bytes_arg(t, v):
    # One argument of bytes %-formatting as the str %-formatting of the same text takes it.
    if t in "bs":
        if isinstance(v, (bytes, bytearray)):
            return v.decode("latin-1")
        if hasattr(v, "__bytes__"):
            return bytes(v).decode("latin-1")
        raise TypeError("%b requires a bytes-like object, or an object that implements "
                        f"__bytes__, not '{type(v).__name__}'")
    if t in "ra":
        return repr(v).encode("ascii", "backslashreplace").decode("latin-1")
    if t == "c":
        if isinstance(v, int):
            if not 0 <= v < 256:
                raise OverflowError("%c arg not in range(256)")
            return chr(v)
        if isinstance(v, (bytes, bytearray)) and len(v) == 1:
            return v.decode("latin-1")
        raise TypeError("%c requires an integer in range(256) or a single byte")
    return v


def _bytes_mod(fmt, args):
    # bytes % args: the format read spec by spec, each argument converted for str's %
    # (%b and %s take bytes, %r and %a give ascii(), %c a byte), then str's % on the text.
    s = fmt.decode("latin-1")
    mapping = isinstance(args, dict)
    items = args if isinstance(args, tuple) else (args,)
    out, conv, named = [], [], {}
    i, k, n = 0, 0, len(s)
    while i < n:
        j = s.find("%", i)
        if j < 0:
            out.append(s[i:])
            break
        out.append(s[i:j])
        i = j + 1
        if i < n and s[i] == "%":
            out.append("%%")
            i += 1
            continue
        start = i
        key = None
        if i < n and s[i] == "(":
            close = s.find(")", i)
            if close < 0:
                raise ValueError("incomplete format key")
            key = s[i + 1:close]
            i = close + 1
        while i < n and s[i] in "-+ #0":
            i += 1
        for part in range(2):
            if part == 1:
                if i < n and s[i] == ".":
                    i += 1
                else:
                    break
            if i < n and s[i] == "*":
                if k >= len(items):
                    raise TypeError("not enough arguments for format string")
                conv.append(items[k])
                k += 1
                i += 1
            while i < n and s[i].isdigit():
                i += 1
        while i < n and s[i] in "hlL":
            i += 1
        if i >= n:
            raise ValueError("incomplete format")
        t = s[i]
        i += 1
        if t not in "bsracdiouxXeEfFgG":
            raise ValueError(f"unsupported format character '{t}' (0x{ord(t):x}) at index {i - 1}")
        if key is not None:
            if not mapping:
                raise TypeError("format requires a mapping")
            named[key] = _bytes_arg(t, args[key.encode("latin-1")])
        else:
            if k >= len(items):
                raise TypeError("not enough arguments for format string")
            conv.append(_bytes_arg(t, items[k]))
            k += 1
        out.append("%" + s[start:i - 1] + ("s" if t in "bra" else t))
    if not mapping and k < len(items):
        raise TypeError("not all arguments converted during bytes formatting")
    text = "".join(out) % (named if named else tuple(conv))
    r = text.encode("latin-1")
    return bytearray(r) if isinstance(fmt, bytearray) else r


class memoryview:
    # The builtin memoryview (the native name calls this class): a view of one byte per item
    # over a bytes or bytearray, its items the range `_r` of the object's indices, so a slice
    # is a view of the same object and a bytearray's view writes through. A bytearray resized
    # under a view is not refused (CPython's BufferError). (No properties: one made by the
    # prelude would cost every program's attribute reads, `Vm::properties`.)
    __module__ = "builtins"
    __abc_tpflags__ = 1 << 5  # Py_TPFLAGS_SEQUENCE: a `case [...]` pattern matches it
    format = "B"
    itemsize = ndim = 1

    def __init__(self, object=...):
        if object is ...:
            raise TypeError("memoryview() missing required argument 'object' (pos 1)")
        if isinstance(object, memoryview):
            object._check()
            r = object._r
            self.format, self.itemsize = object.format, object.itemsize
            object = object.obj
        elif isinstance(object, (bytes, bytearray)):
            r = range(len(object))
        elif hasattr(object, "typecode") and hasattr(object, "tobytes"):
            # An array: its items in its typecode's format.
            r = range(len(object))
            self.format = object.typecode
            self.itemsize = object.itemsize
        else:
            raise TypeError(f"memoryview: a bytes-like object is required, not "
                            f"'{type(object).__name__}'")
        self.obj = object
        self.readonly = isinstance(object, bytes)
        self._done = False
        self._view(r)

    def _view(self, r):
        self._r = r
        self.nbytes = len(r) * self.itemsize
        self.shape = (len(r),)
        self.strides = (r.step * self.itemsize,)
        self.contiguous = self.c_contiguous = self.f_contiguous = r.step == 1 or len(r) < 2
        return self

    def _check(self):
        if self._done:
            raise ValueError("operation forbidden on released memoryview object")

    def _at(self, i):
        self._check()
        if not isinstance(i, int):
            raise TypeError("memoryview: invalid slice key")
        try:
            return self._r[i]
        except IndexError:
            raise IndexError("index out of bounds on dimension 1") from None

    def __len__(self):
        self._check()
        return len(self._r)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return memoryview(self)._view(self._r[i])
        if self.format == "c":
            return bytes([self.obj[self._at(i)]])
        return self.obj[self._at(i)]

    def __setitem__(self, i, v):
        self._check()
        if self.readonly:
            raise TypeError("cannot modify read-only memory")
        if isinstance(i, slice):
            r = self._r[i]
            if not isinstance(v, (bytes, bytearray, memoryview)):
                raise TypeError(f"a bytes-like object is required, not '{type(v).__name__}'")
            v = bytes(v)
            if len(v) != len(r):
                raise ValueError("memoryview assignment: lvalue and rvalue have different "
                                 "structures")
            for k, b in zip(r, v):
                self.obj[k] = b
            return
        k = self._at(i)
        if self.format != "B":
            self.obj[k] = v
            return
        if not isinstance(v, int):
            raise TypeError("memoryview: invalid type for format 'B'")
        if not 0 <= v < 256:
            raise ValueError("memoryview: invalid value for format 'B'")
        self.obj[k] = v

    def tobytes(self, order=None):
        self._check()
        r = self._r
        if self.format not in "Bc":
            return type(self.obj)(self.format, [self.obj[k] for k in r]).tobytes()
        if r.step == 1:
            return bytes(self.obj[r.start:r.stop])
        return bytes([self.obj[k] for k in r])

    __bytes__ = tobytes

    def tolist(self):
        self._check()
        if self.format == "B":
            return list(self.tobytes())
        if self.format == "c":
            return [bytes([b]) for b in self.tobytes()]
        return [self.obj[k] for k in self._r]

    def hex(self, *args):
        return self.tobytes().hex(*args)

    def toreadonly(self):
        v = memoryview(self)
        v.readonly = True
        return v

    def cast(self, format, shape=None):
        # A view in another format: one byte format ('B', 'b', 'c') to or from another. A cast
        # to a wider format is a view of a copy (writes do not reach the original object).
        self._check()
        if shape is not None:
            raise NotImplementedError("memoryview.cast with a shape is not supported by the "
                                      "playground")
        if not isinstance(format, str):
            raise TypeError(f"cast() argument 'format' must be str, not {type(format).__name__}")
        fmt = format[1:] if format[:1] == "@" else format
        if fmt not in "bBhHiIlLqQfdc" or len(fmt) != 1:
            raise ValueError("memoryview: destination format must be a native single "
                             "character format prefixed with an optional '@'")
        if self.format not in "Bbc" and fmt not in "Bbc":
            raise TypeError("memoryview: cannot cast between two non-byte formats")
        if fmt == "B" and self.format == "B":
            return memoryview(self)
        data = self.tobytes()
        if fmt in "Bc":
            v = memoryview(data)
            v.format = fmt
        else:
            import array
            n = array.array(fmt).itemsize
            if len(data) % n:
                raise TypeError("memoryview: length is not a multiple of itemsize")
            v = memoryview(array.array(fmt, data))
        v.readonly = self.readonly
        return v

    def release(self):
        self._done = True

    def __iter__(self):
        return iter(self.tolist())

    def __eq__(self, other):
        if self._done or isinstance(other, memoryview) and other._done:
            return self is other
        if self.format != "B" or isinstance(other, memoryview) and other.format != "B":
            return self.tolist() == memoryview(other).tolist()
        if isinstance(other, (bytes, bytearray, memoryview)):
            return self.tobytes() == bytes(other)
        return NotImplemented

    def __hash__(self):
        self._check()
        if not self.readonly:
            raise ValueError("cannot hash writable memoryview object")
        return hash(self.tobytes())

    def __enter__(self):
        self._check()
        return self

    def __exit__(self, *exc):
        self._done = True

    def __repr__(self):
        return f"<{'released ' if self._done else ''}memory at {hex(id(self))}>"


def _traceback_of(exc):
    # `exc.__traceback__` (core/lang/src/dunder.rs): the traceback the VM keeps, as a chain of
    # types.TracebackType (None before the exception was raised).
    import traceback

    return traceback._tb_of(exc)


def _star_fill(module, names):
    # `from m import *` where m's `__all__` names what its `__getattr__` makes (PEP 562;
    # core/lang/src/vm/import.rs): each made once and set on m, then the import runs again.
    for name in names:
        setattr(module, name, getattr(module, name))


def _dict_pairs(seq):
    # dict(seq) and d.update(seq) where an element is a generator or an instance: each element's
    # items through Python, as CPython's PyDict_MergeFromSeq2 takes them.
    out = []
    for i, p in enumerate(seq):
        try:
            kv = list(p)
        except TypeError:
            raise TypeError(
                f"cannot convert dictionary update sequence element #{i} to a sequence"
            ) from None
        if len(kv) != 2:
            raise ValueError(
                f"dictionary update sequence element #{i} has length {len(kv)}; 2 is required"
            )
        out.append((kv[0], kv[1]))
    return out


def _cell_template():
    # The accessor every closure cell object uses: the VM copies `access` over each cell it
    # shows (`f.__closure__`), so `x` below is that cell.
    x = None

    def access(op, v=None):
        nonlocal x
        if op == 0:
            return x
        if op == 1:
            x = v
        else:
            del x

    return access


_cell_access = _cell_template()
del _cell_template


def _cell_get(self):
    try:
        return self._access(0)
    except NameError:
        raise ValueError("Cell is empty") from None


def _cell_set(self, v):
    self._access(1, v)


def _cell_del(self):
    try:
        self._access(2)
    except NameError:
        raise ValueError("Cell is empty") from None


class cell:
    # A closure cell as `f.__closure__` gives it (CPython's `cell` type): `cell_contents`
    # reads, writes and deletes the variable the functions share. (Its property is added by
    # `f.__closure__`'s native on first use, funcattr.rs: a property made when the prelude loads
    # would turn off every program's no-properties attribute shortcut.)

    def __new__(cls, *contents):
        if len(contents) > 1:
            raise TypeError("cell expected at most 1 argument, got %d" % len(contents))
        if contents:
            x = contents[0]
        else:
            def _unbound():
                del x
        def inner():
            return x
        return inner.__closure__[0]


    def __eq__(self, other):
        if not isinstance(other, cell):
            return NotImplemented
        return self._contents() == other._contents()

    __hash__ = None

    def _contents(self):
        try:
            return (1, self._access(0))
        except NameError:
            return (0,)

    def __repr__(self):
        c = self._contents()
        if len(c) == 1:
            return "<cell at %#x: empty>" % id(self)
        return "<cell at %#x: %s object at %#x>" % (id(self), type(c[1]).__name__, id(c[1]))


cell.__module__ = "builtins"


class mappingproxy:
    """A read-only view of a mapping: reads go to the mapping, writes are refused."""

    # (No __slots__: a slot is a data descriptor, and one in the prelude, which every program
    # loads, would take every program's attribute reads off their fast path.)

    def __init__(self, mapping):
        if not hasattr(mapping, "keys") or not hasattr(mapping, "__getitem__") \
                or isinstance(mapping, (list, tuple)):
            raise TypeError("mappingproxy() argument must be a mapping, not %s"
                            % type(mapping).__name__)
        self._mapping = mapping

    def __getitem__(self, key):
        return self._mapping[key]

    def __setitem__(self, key, value):
        raise TypeError("'mappingproxy' object does not support item assignment")

    def __delitem__(self, key):
        raise TypeError("'mappingproxy' object does not support item deletion")

    def get(self, key, default=None):
        return self._mapping.get(key, default)

    def keys(self):
        return self._mapping.keys()

    def values(self):
        return self._mapping.values()

    def items(self):
        return self._mapping.items()

    def copy(self):
        return self._mapping.copy()

    def __contains__(self, key):
        return key in self._mapping

    def __iter__(self):
        return iter(self._mapping)

    def __reversed__(self):
        return reversed(self._mapping)

    def __len__(self):
        return len(self._mapping)

    def __eq__(self, other):
        if isinstance(other, mappingproxy):
            other = other._mapping
        return self._mapping == other

    def __ne__(self, other):
        return not self == other

    def __or__(self, other):
        if isinstance(other, mappingproxy):
            other = other._mapping
        if not isinstance(other, dict):
            return NotImplemented
        return self._mapping | other

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        return other | self._mapping

    def __ior__(self, other):
        raise TypeError("'|=' is not supported by mappingproxy; use '|' instead")

    __hash__ = None

    def __repr__(self):
        return "mappingproxy(%r)" % (self._mapping,)

    def __str__(self):
        return str(self._mapping)


def _class_dict(d):
    # `C.__dict__` and `vars(C)`: a read-only view of the namespace the VM snapshots.
    p = mappingproxy.__new__(mappingproxy)
    p._mapping = d
    return p
