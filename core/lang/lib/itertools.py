"""Iterator building blocks (CPython's itertools, in Python over the VM's generators).

Most tools are a small checking function that does what CPython does eagerly (calling iter(),
validating arguments) and returns a generator for the lazy part. `count`, `repeat` and
`groupby` are classes because their type or repr is visible; `chain` is a class for
`chain.from_iterable`, and it hands back a generator for speed.
"""

__all__ = [
    "accumulate", "chain", "combinations", "combinations_with_replacement", "compress",
    "count", "cycle", "dropwhile", "filterfalse", "groupby", "islice", "pairwise",
    "permutations", "product", "repeat", "starmap", "takewhile", "tee", "zip_longest",
]

def _is_number(x):
    # CPython's PyNumber_Check: a complex, or a type with __index__, __int__ or __float__
    # (Fraction and Decimal count too).
    t = type(x)
    return isinstance(x, complex) or any(hasattr(t, n) for n in ("__index__", "__int__", "__float__"))


class count:
    """count(start=0, step=1): start, start+step, start+2*step, ..."""

    def __init__(self, start=0, step=1):
        if not _is_number(start) or not _is_number(step):
            raise TypeError("a number is required")
        self._n = start
        self._step = step

    def __reduce__(self):
        if type(self._step) is int and self._step == 1:
            return type(self), (self._n,)
        return type(self), (self._n, self._step)

    def __iter__(self):
        return self

    def __next__(self):
        n = self._n
        self._n = n + self._step
        return n

    def __repr__(self):
        step = self._step
        if type(step) is int and step == 1:
            return "count(%r)" % (self._n,)
        return "count(%r, %r)" % (self._n, step)


def _cycle(it):
    saved = []
    for x in it:
        yield x
        saved.append(x)
    if not saved:
        return
    while True:
        for x in saved:
            yield x


def cycle(iterable):
    """cycle(p): p0, p1, ... plast, p0, p1, ..."""
    return _cycle(iter(iterable))


class repeat:
    """repeat(object[, times]): object, object, ... forever or `times` times."""

    def __init__(self, object, times=None):
        self._obj = object
        if times is None:
            self._left = -1
        else:
            times = _as_ssize(times)
            self._left = times if times > 0 else 0

    def __iter__(self):
        return self

    def __next__(self):
        left = self._left
        if left == 0:
            raise StopIteration
        if left > 0:
            self._left = left - 1
        return self._obj

    def __length_hint__(self):
        if self._left < 0:
            raise TypeError("len() of unsized object")
        return self._left

    def __repr__(self):
        if self._left < 0:
            return "repeat(%r)" % (self._obj,)
        return "repeat(%r, %d)" % (self._obj, self._left)


def _accumulate(it, func, initial):
    if initial is None:
        for total in it:
            break
        else:
            return
    else:
        total = initial
    yield total
    if func is None:
        for x in it:
            total = total + x
            yield total
    else:
        for x in it:
            total = func(total, x)
            yield total


def accumulate(iterable, func=None, *, initial=None):
    """accumulate([1,2,3,4,5]) --> 1 3 6 10 15"""
    return _accumulate(iter(iterable), func, initial)


def _chain(iterables):
    for it in iterables:
        yield from it


class chain:
    """chain(*iterables): elements of the first iterable, then of the next, ..."""

    def __new__(cls, *iterables):
        return _chain(iterables)

    @classmethod
    def from_iterable(cls, iterable):
        """chain.from_iterable(['ABC', 'DEF']) --> A B C D E F"""
        return _chain(iter(iterable))


def _compress(data, selectors):
    for d in data:
        for s in selectors:
            break
        else:
            return
        if s:
            yield d


def compress(data, selectors):
    """compress('ABCDEF', [1,0,1,0,1,1]) --> A C E F"""
    return _compress(iter(data), iter(selectors))


def _dropwhile(predicate, it):
    for x in it:
        if not predicate(x):
            yield x
            break
    yield from it


def dropwhile(predicate, iterable):
    """dropwhile(lambda x: x<5, [1,4,6,4,1]) --> 6 4 1"""
    return _dropwhile(predicate, iter(iterable))


def _takewhile(predicate, it):
    for x in it:
        if not predicate(x):
            return
        yield x


def takewhile(predicate, iterable):
    """takewhile(lambda x: x<5, [1,4,6,4,1]) --> 1 4"""
    return _takewhile(predicate, iter(iterable))


def _filterfalse(predicate, it):
    if predicate is None:
        for x in it:
            if not x:
                yield x
    else:
        for x in it:
            if not predicate(x):
                yield x


def filterfalse(predicate, iterable):
    """filterfalse(lambda x: x%2, range(10)) --> 0 2 4 6 8"""
    return _filterfalse(predicate, iter(iterable))


_NOKEY = object()


class groupby:
    """groupby(iterable, key=None): (key, group) pairs for runs of equal keys."""

    def __init__(self, iterable, key=None):
        self._it = iter(iterable)
        self._keyfunc = key
        self._tgtkey = _NOKEY
        self._curkey = _NOKEY
        self._curval = _NOKEY
        self._token = None

    def __iter__(self):
        return self

    def _step(self):
        # Raises StopIteration at the end of the underlying iterator.
        v = next(self._it)
        f = self._keyfunc
        self._curkey = v if f is None else f(v)
        self._curval = v

    def __next__(self):
        self._token = None
        while True:
            if self._curkey is _NOKEY:
                pass
            elif self._tgtkey is _NOKEY:
                break
            elif not (self._tgtkey == self._curkey):
                break
            self._step()
        self._tgtkey = key = self._curkey
        self._token = token = object()
        return (key, self._grouper(key, token))

    def _grouper(self, key, token):
        while self._token is token:
            if self._curval is _NOKEY:
                try:
                    self._step()
                except StopIteration:
                    return
            if not (key == self._curkey):
                return
            v = self._curval
            self._curval = _NOKEY
            yield v


def _ssize(x):
    # Like CPython's PyNumber_AsSsize_t with the error cleared: -1 when not an index.
    if isinstance(x, int):
        return x
    if hasattr(x, "__index__"):
        return x.__index__()
    return -1


_STOP_MSG = "Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize."
_START_MSG = "Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize."
_STEP_MSG = "Step for islice() must be a positive integer or None."


def _islice_stop(it, stop):
    # (Not zip(range(stop), it): the VM's zip reads its arguments to the end.)
    n = stop
    if n <= 0:
        return
    for x in it:
        yield x
        n -= 1
        if not n:
            return


def _islice(it, start, stop, step):
    cnt = 0
    nxt = start
    while True:
        while cnt < nxt:
            for x in it:
                break
            else:
                return
            cnt += 1
        if stop is not None and cnt >= stop:
            return
        for item in it:
            break
        else:
            return
        cnt += 1
        nxt += step
        if stop is not None and nxt > stop:
            nxt = stop
        yield item


def islice(*args):
    """islice(iterable, stop) or islice(iterable, start, stop[, step])"""
    n = len(args)
    if n < 2:
        raise TypeError("islice expected at least 2 arguments, got %d" % n)
    if n > 4:
        raise TypeError("islice expected at most 4 arguments, got %d" % n)
    start = 0
    stop = None
    step = 1
    if n == 2:
        if args[1] is not None:
            stop = _ssize(args[1])
    else:
        if args[1] is not None:
            start = _ssize(args[1])
        if args[2] is not None:
            stop = _ssize(args[2])
    if stop == -1:
        raise ValueError(_STOP_MSG)
    if start < 0 or (stop is not None and stop < -1):
        raise ValueError(_START_MSG)
    if n == 4 and args[3] is not None:
        step = _ssize(args[3])
        if step < 1:
            raise ValueError(_STEP_MSG)
    it = iter(args[0])
    if start == 0 and step == 1 and stop is not None:
        return _islice_stop(it, stop)
    return _islice(it, start, stop, step)


def _pairwise(it):
    for a in it:
        break
    else:
        return
    for b in it:
        yield (a, b)
        a = b


def pairwise(iterable):
    """pairwise('ABCDEFG') --> AB BC CD DE EF FG"""
    return _pairwise(iter(iterable))


def _starmap(function, it):
    for args in it:
        if type(args) is not tuple:
            args = tuple(args)
        yield function(*args)


def starmap(function, iterable):
    """starmap(pow, [(2,5), (3,2), (10,3)]) --> 32 9 1000"""
    return _starmap(function, iter(iterable))


def _tee(it, link):
    # `link` is a shared cell [value, next_cell]; next_cell is None until someone has read it.
    while True:
        nxt = link[1]
        if nxt is None:
            for v in it:
                break
            else:
                return
            nxt = [None, None]
            link[0] = v
            link[1] = nxt
        yield link[0]
        link = nxt


def tee(iterable, n=2):
    """tee(iterable, n=2): n independent iterators over one iterable."""
    if not isinstance(n, int):
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(n).__name__)
    if n < 0:
        raise ValueError("n must be >= 0")
    it = iter(iterable)
    link = [None, None]
    return tuple([_tee(it, link) for _ in range(n)])


def _zip_longest(its, fillvalue):
    active = len(its)
    if not active:
        return
    while True:
        values = []
        for i in range(len(its)):
            it = its[i]
            if it is None:
                values.append(fillvalue)
                continue
            for v in it:
                break
            else:
                active -= 1
                if not active:
                    return
                its[i] = None
                v = fillvalue
            values.append(v)
        yield tuple(values)


def zip_longest(*iterables, **kwargs):
    """zip_longest('ABCD', 'xy', fillvalue='-') --> Ax By C- D-"""
    fillvalue = None
    if kwargs:
        if len(kwargs) > 1 or "fillvalue" not in kwargs:
            raise TypeError("zip_longest() got an unexpected keyword argument")
        fillvalue = kwargs["fillvalue"]
    return _zip_longest([iter(x) for x in iterables], fillvalue)


def _product(pools):
    n = len(pools)
    for p in pools:
        if not p:
            return
    idx = [0] * n
    cur = [p[0] for p in pools]
    yield tuple(cur)
    while True:
        i = n - 1
        while i >= 0:
            pool = pools[i]
            j = idx[i] + 1
            if j < len(pool):
                idx[i] = j
                cur[i] = pool[j]
                break
            idx[i] = 0
            cur[i] = pool[0]
            i -= 1
        if i < 0:
            return
        yield tuple(cur)


def product(*iterables, **kwargs):
    """product('ab', range(2)) --> ('a',0) ('a',1) ('b',0) ('b',1)"""
    repeat = 1
    for k in kwargs:
        if k != "repeat":
            raise TypeError("'%s' is an invalid keyword argument for product()" % k)
        repeat = kwargs[k]
        if not isinstance(repeat, int):
            raise TypeError(
                "'%s' object cannot be interpreted as an integer" % type(repeat).__name__
            )
    if repeat < 0:
        raise ValueError("repeat argument cannot be negative")
    pools = [tuple(p) for p in iterables] * repeat
    return _product(pools)


def _as_ssize(x):
    # CPython's "n" argument (PyNumber_AsSsize_t): an int, or anything whose type has __index__.
    if isinstance(x, int):
        return x
    convert = getattr(type(x), "__index__", None)
    if convert is None:
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(x).__name__)
    return convert(x)


def _as_r(r):
    r = _as_ssize(r)
    if r < 0:
        raise ValueError("r must be non-negative")
    return r


def _permutations(pool, r):
    n = len(pool)
    if r > n:
        return
    idx = list(range(n))
    cycles = list(range(n, n - r, -1))
    yield tuple([pool[i] for i in idx[:r]])
    if n == 0:
        return
    while True:
        i = r - 1
        while i >= 0:
            c = cycles[i] - 1
            if c == 0:
                # Rotate idx[i:] left by one and reset this position's countdown.
                moved = idx[i]
                del idx[i]
                idx.append(moved)
                cycles[i] = n - i
            else:
                cycles[i] = c
                j = n - c
                idx[i], idx[j] = idx[j], idx[i]
                yield tuple([pool[k] for k in idx[:r]])
                break
            i -= 1
        if i < 0:
            return


def permutations(iterable, r=None):
    """permutations(range(3), 2) --> (0,1) (0,2) (1,0) (1,2) (2,0) (2,1)"""
    pool = tuple(iterable)
    if r is None:
        r = len(pool)
    else:
        if not isinstance(r, int):
            raise TypeError("Expected int as r")
        if r < 0:
            raise ValueError("r must be non-negative")
    return _permutations(pool, r)


def _combinations(pool, r):
    n = len(pool)
    if r > n:
        return
    idx = list(range(r))
    yield tuple([pool[i] for i in idx])
    while True:
        i = r - 1
        while i >= 0 and idx[i] == i + n - r:
            i -= 1
        if i < 0:
            return
        v = idx[i] + 1
        for j in range(i, r):
            idx[j] = v
            v += 1
        yield tuple([pool[i] for i in idx])


def combinations(iterable, r):
    """combinations('ABCD', 2) --> AB AC AD BC BD CD"""
    pool = tuple(iterable)
    return _combinations(pool, _as_r(r))


def _cwr(pool, r):
    n = len(pool)
    if not n and r:
        return
    idx = [0] * r
    yield tuple([pool[i] for i in idx])
    while True:
        i = r - 1
        while i >= 0 and idx[i] == n - 1:
            i -= 1
        if i < 0:
            return
        v = idx[i] + 1
        for j in range(i, r):
            idx[j] = v
        yield tuple([pool[i] for i in idx])


def combinations_with_replacement(iterable, r):
    """combinations_with_replacement('ABC', 2) --> AA AB AC BB BC CC"""
    pool = tuple(iterable)
    return _cwr(pool, _as_r(r))

# chain[int]: a types.GenericAlias, as CPython's.
chain.__class_getitem__ = classmethod(type(list[int]))
