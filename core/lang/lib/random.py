"""random's Python part, run in the namespace of the native random module (the Mersenne Twister
and its draws are native: `core/lang/src/random.rs`, bit for bit CPython's).

`Random` instances keep their own generator state: each method swaps the instance's state in
for the module's, draws with the native function, and swaps back (`getstate`/`setstate` in
CPython's own format), so two instances and the module's functions never disturb each other.
"""

_native_seed = seed
_module_getstate = getstate


def seed(a=None, version=2):
    """Seeds the generator as CPython 3.11 does: an int by its absolute value, a str, bytes or
    bytearray (version 2) by the int of its bytes followed by their SHA-512 digest, a float by
    its hash (as an unsigned word)."""
    if version == 1 and isinstance(a, (str, bytes)):
        raise NotImplementedError("random.seed(version=1) is not provided in the playground yet")
    if version == 2 and isinstance(a, (str, bytes, bytearray)):
        from hashlib import sha512

        if isinstance(a, str):
            a = a.encode()
        a = int.from_bytes(a + sha512(a).digest(), "big")
    elif isinstance(a, float):
        a = hash(a) % 2**64
    elif not isinstance(a, (type(None), int)):
        raise TypeError("The only supported seed types are: None,\n"
                        "int, float, str, bytes, and bytearray.")
    _native_seed(a)


_module_seed = seed
_module_setstate = setstate


def _drawing(name):
    native = _NATIVE[name]

    def method(self, *args, **kwargs):
        saved = _module_getstate()
        _module_setstate(self._state)
        try:
            return native(*args, **kwargs)
        finally:
            self._state = _module_getstate()
            _module_setstate(saved)

    method.__name__ = name
    method.__qualname__ = "Random." + name
    return method


def _as_sequence(population):
    # The native draws index lists, tuples, ranges and strings; any other Sequence (a
    # collections.deque, a user's Sequence) is read by index into a list first, which draws
    # the same. CPython's sample() refuses what is not a collections.abc.Sequence.
    if isinstance(population, (list, tuple, range, str)):
        return population
    from collections.abc import Sequence
    if not isinstance(population, Sequence):
        raise TypeError("Population must be a sequence.  For dicts or sets, use sorted(d).")
    return [population[i] for i in range(len(population))]


def _sample_draw(population, *args, **kwargs):
    return _native_sample(_as_sequence(population), *args, **kwargs)


_native_sample = sample


def sample(population, k, *, counts=None):
    """k distinct draws from the population; with counts, element i is there counts[i] times
    (drawn as positions in the repeated population, so the draws are CPython's)."""
    if counts is None:
        return _sample_draw(population, k)
    population = _as_sequence(population)
    counts = list(counts)
    if len(counts) != len(population):
        raise ValueError("The number of counts does not match the population")
    ends = []
    total = 0
    for c in counts:
        if not isinstance(c, int):
            raise TypeError("Counts must be integers")
        total += c
        ends.append(total)
    if total <= 0:
        raise ValueError("Total of counts must be greater than zero")
    from bisect import bisect_right

    return [population[bisect_right(ends, j)] for j in _sample_draw(range(total), k)]
_native_choice = choice


def _randbelow(n):
    # CPython's _randbelow(n): bits of n's width, redrawn while too large.
    k = n.bit_length()
    j = getrandbits(k)
    while j >= n:
        j = getrandbits(k)
    return j


def choice(seq):
    """A random element of the non-empty sequence seq (CPython's: len(seq), then one index)."""
    if isinstance(seq, (list, tuple, range, str)):
        return _native_choice(seq)
    if not len(seq):
        raise IndexError("Cannot choose from an empty sequence")
    return seq[_randbelow(len(seq))]

_native_randrange = randrange


def _randrange_int(value, which):
    # 3.11: an integral float is taken (with a DeprecationWarning); any other non-int number is
    # a ValueError, also warned of.
    if isinstance(value, int) or hasattr(type(value), "__index__"):
        return value
    as_int = int(value)
    import warnings
    if as_int != value:
        warnings.warn("randrange() will raise TypeError in the future", DeprecationWarning, 3)
        raise ValueError(f"non-integer {which} for randrange()")
    warnings.warn("non-integer arguments to randrange() have been deprecated since Python 3.10 "
                  "and will be removed in a subsequent version", DeprecationWarning, 3)
    return as_int


def randrange(start, stop=None, step=1):
    """A random item of range(start, stop, step), drawn as CPython draws it."""
    start = _randrange_int(start, "arg 1")
    if stop is None:
        if step != 1 or type(step) is not int:
            raise TypeError("Missing a non-None stop argument")
        return _native_randrange(start)
    return _native_randrange(start, _randrange_int(stop, "stop"), _randrange_int(step, "step"))

_native_shuffle = shuffle


def shuffle(*args, **kwargs):
    """shuffle(x): shuffles the mutable sequence x in place, CPython's draws (3.11: no `random`
    argument; the errors name the bound method CPython's module function is)."""
    if kwargs:
        raise TypeError("Random.shuffle() got an unexpected keyword argument '%s'" % next(iter(kwargs)))
    if len(args) != 1:
        if not args:
            raise TypeError("Random.shuffle() missing 1 required positional argument: 'x'")
        raise TypeError("Random.shuffle() takes 2 positional arguments but %d were given"
                        % (len(args) + 1))
    x = args[0]
    if type(x) is list:
        return _native_shuffle(x)
    for i in reversed(range(1, len(x))):
        j = _randbelow(i + 1)
        x[i], x[j] = x[j], x[i]


_NATIVE = {
    "random": random,
    "uniform": uniform,
    "randint": randint,
    "randrange": randrange,
    "choice": choice,
    "shuffle": shuffle,
    "sample": sample,
    "gauss": gauss,
    "normalvariate": normalvariate,
    "getrandbits": getrandbits,
}


class Random:
    """A random number generator of its own: `Random(5).random()` is what `seed(5); random()`
    gives, whatever the module's generator is doing."""

    VERSION = 3

    def __init__(self, x=None):
        self._state = None
        self.seed(x)

    def seed(self, a=None, version=2):
        saved = _module_getstate()
        try:
            _module_seed(a)
            self._state = _module_getstate()
        finally:
            _module_setstate(saved)

    def getstate(self):
        return self._state

    # Pickling, as CPython's: the class called without arguments, then setstate.
    def __getstate__(self):
        return self.getstate()

    def __setstate__(self, state):
        self.setstate(state)

    def __reduce__(self):
        return self.__class__, (), self.getstate()

    def setstate(self, state):
        saved = _module_getstate()
        try:
            _module_setstate(state)
            self._state = _module_getstate()
        finally:
            _module_setstate(saved)

    random = _drawing("random")
    uniform = _drawing("uniform")
    randint = _drawing("randint")
    randrange = _drawing("randrange")
    choice = _drawing("choice")
    shuffle = _drawing("shuffle")
    sample = _drawing("sample")
    gauss = _drawing("gauss")
    normalvariate = _drawing("normalvariate")
    getrandbits = _drawing("getrandbits")

    # The pending second normal deviate of gauss(), kept in the state as CPython's attribute.
    @property
    def gauss_next(self):
        try:
            return self._state[2]
        except AttributeError:
            raise AttributeError(f"'{type(self).__name__}' object has no attribute 'gauss_next'") \
                from None

    @gauss_next.setter
    def gauss_next(self, value):
        self._state = (self._state[0], self._state[1], value)

    def _randbelow_with_getrandbits(self, n):
        "Return a random int in the range [0,n).  Defined for n > 0."
        getrandbits = self.getrandbits
        k = n.bit_length()
        r = getrandbits(k)
        while r >= n:
            r = getrandbits(k)
        return r

    def _randbelow_without_getrandbits(self, n, maxsize=1 << 53):
        """Return a random int in the range [0,n).  Defined for n > 0.

        The implementation does not use getrandbits, but only random.
        """
        random = self.random
        if n >= maxsize:
            import warnings
            warnings.warn("Underlying random() generator does not supply \n"
                          "enough bits to choose from a population range this large.\n"
                          "To remove the range limitation, add a getrandbits() method.")
            return _floor(random() * n)
        rem = maxsize % n
        limit = (maxsize - rem) / maxsize
        r = random()
        while r >= limit:
            r = random()
        return _floor(r * maxsize) % n

    _randbelow = _randbelow_with_getrandbits

    def __init_subclass__(cls, /, **kwargs):
        """As CPython's: a subclass with its own random(), getrandbits() or _randbelow() draws
        everything through them, so its methods are CPython's Python ones (over `self`) instead
        of the native draws of the built-in generator."""
        for c in cls.__mro__:
            if '_randbelow' in c.__dict__:
                break
            if 'getrandbits' in c.__dict__:
                cls._randbelow = cls._randbelow_with_getrandbits
                break
            if 'random' in c.__dict__:
                cls._randbelow = cls._randbelow_without_getrandbits
                break
        if c is Random:
            return
        own = cls.__mro__[:cls.__mro__.index(Random)]
        for name, method in _SUBCLASS_METHODS.items():
            if not any(name in k.__dict__ for k in own):
                setattr(cls, name, method)


del _NATIVE

# The draws CPython writes in Python, in its steps (so they use the generator as it does).
from math import log as _log, exp as _exp, sqrt as _sqrt, floor as _floor, isfinite as _isfinite
from math import e as _e, pi as _pi, cos as _cos, acos as _acos
from bisect import bisect as _bisect


def _choices(random, population, weights=None, *, cum_weights=None, k=1):
    n = len(population)
    if cum_weights is None:
        if weights is None:
            n += 0.0
            return [population[_floor(random() * n)] for i in range(k)]
        try:
            cum_weights = []
            for w in weights:
                cum_weights.append(cum_weights[-1] + w if cum_weights else w)
        except TypeError:
            if not isinstance(weights, int):
                raise
            raise TypeError(f"The number of choices must be a keyword argument: k={weights}") \
                from None
    elif weights is not None:
        raise TypeError("Cannot specify both weights and cumulative weights")
    if len(cum_weights) != n:
        raise ValueError("The number of weights does not match the population")
    total = cum_weights[-1] + 0.0
    if total <= 0.0:
        raise ValueError("Total of weights must be greater than zero")
    if not _isfinite(total):
        raise ValueError("Total of weights must be finite")
    hi = n - 1
    return [population[_bisect(cum_weights, random() * total, 0, hi)] for i in range(k)]


def _triangular(random, low=0.0, high=1.0, mode=None):
    u = random()
    try:
        c = 0.5 if mode is None else (mode - low) / (high - low)
    except ZeroDivisionError:
        return low
    if u > c:
        u = 1.0 - u
        c = 1.0 - c
        low, high = high, low
    return low + (high - low) * _sqrt(u * c)


def _gammavariate(random, alpha, beta):
    if alpha <= 0.0 or beta <= 0.0:
        raise ValueError("gammavariate: alpha and beta must be > 0.0")
    if alpha > 1.0:
        ainv = _sqrt(2.0 * alpha - 1.0)
        bbb = alpha - _log(4.0)
        ccc = alpha + ainv
        while True:
            u1 = random()
            if not 1e-7 < u1 < 0.9999999:
                continue
            u2 = 1.0 - random()
            v = _log(u1 / (1.0 - u1)) / ainv
            x = alpha * _exp(v)
            z = u1 * u1 * u2
            r = bbb + ccc * v - x
            if r + 1.0 + _log(4.5) - 4.5 * z >= 0.0 or r >= _log(z):
                return x * beta
    if alpha == 1.0:
        return -_log(1.0 - random()) * beta
    while True:
        u = random()
        b = (_e + alpha) / _e
        p = b * u
        x = p ** (1.0 / alpha) if p <= 1.0 else -_log((b - p) / alpha)
        u1 = random()
        if p > 1.0:
            if u1 <= x ** (alpha - 1.0):
                break
        elif u1 <= _exp(-x):
            break
    return x * beta


def _betavariate(random, alpha, beta):
    y = _gammavariate(random, alpha, 1.0)
    if y:
        return y / (y + _gammavariate(random, beta, 1.0))
    return 0.0


def _bound(draw):
    # The module's function and Random's method for a draw written in Python.
    def function(*args, **kwargs):
        return draw(random, *args, **kwargs)

    def method(self, *args, **kwargs):
        return draw(self.random, *args, **kwargs)

    function.__name__ = method.__name__ = draw.__name__[1:]
    setattr(Random, function.__name__, method)
    return function


def _vonmisesvariate(random, mu, kappa):
    # Best and Fisher's rejection method (1979), drawing as CPython's: two draws per try, a
    # third for the sign.
    if kappa <= 1e-6:
        return TWOPI * random()
    half = 0.5 / kappa
    r = half + _sqrt(1.0 + half * half)
    while True:
        z = _cos(_pi * random())
        d = z / (r + z)
        u = random()
        if u < 1.0 - d * d or u <= (1.0 - d) * _exp(d):
            break
    q = 1.0 / r
    f = (q + z) / (1.0 + q * z)
    if random() > 0.5:
        return (mu + _acos(f)) % TWOPI
    return (mu - _acos(f)) % TWOPI


def _expovariate(random, lambd):
    return -_log(1.0 - random()) / lambd


def _lognormvariate(random, mu, sigma):
    # (`random` is the module's function or a Random's bound method: its own normalvariate.)
    owner = getattr(random, "__self__", None)
    return _exp(owner.normalvariate(mu, sigma) if owner else normalvariate(mu, sigma))


def _paretovariate(random, alpha):
    return (1.0 - random()) ** (-1.0 / alpha)


def _weibullvariate(random, alpha, beta):
    return alpha * (-_log(1.0 - random())) ** (1.0 / beta)


choices = _bound(_choices)
triangular = _bound(_triangular)
expovariate = _bound(_expovariate)
gammavariate = _bound(_gammavariate)
betavariate = _bound(_betavariate)
lognormvariate = _bound(_lognormvariate)
paretovariate = _bound(_paretovariate)
weibullvariate = _bound(_weibullvariate)
vonmisesvariate = _bound(_vonmisesvariate)


def randbytes(n):
    """n random bytes: getrandbits(8 * n) as little-endian bytes, as CPython's."""
    return getrandbits(n * 8).to_bytes(n, "little")


def _randbytes(self, n):
    return self.getrandbits(n * 8).to_bytes(n, "little")


Random.randbytes = _randbytes
del _randbytes


class SystemRandom(Random):
    """CPython's SystemRandom draws from the OS's entropy (os.urandom). The playground has no
    entropy source: an instance draws from a Mersenne Twister of its own, the same generator as
    Random's, seeded when made from the clock and the instance's id (the module's generator is
    not touched), so its numbers are well formed but neither secret nor reproducible. As in
    CPython, seed() does nothing and getstate/setstate are refused."""

    def __init__(self, x=None):
        from time import perf_counter_ns

        Random.__init__(self, perf_counter_ns() ^ id(self))

    def seed(self, *args, **kwds):
        if not hasattr(self, "_state") or self._state is None:
            Random.seed(self, *args, **kwds)
        return None

    def _notimplemented(self, *args, **kwds):
        raise NotImplementedError("System entropy source does not have state.")

    getstate = setstate = _notimplemented


# A subclass's methods that draw through its own random() or _randbelow(): CPython's.
def _sub_randrange(self, start, stop=None, step=1):
    istart = _randrange_int(start, "arg 1")
    if stop is None:
        if step != 1 or type(step) is not int:
            raise TypeError("Missing a non-None stop argument")
        if istart > 0:
            return self._randbelow(istart)
        raise ValueError("empty range for randrange()")
    istop = _randrange_int(stop, "stop")
    width = istop - istart
    istep = _randrange_int(step, "step")
    if istep == 1:
        if width > 0:
            return istart + self._randbelow(width)
        raise ValueError("empty range for randrange() (%d, %d, %d)" % (istart, istop, width))
    if istep > 0:
        n = (width + istep - 1) // istep
    elif istep < 0:
        n = (width + istep + 1) // istep
    else:
        raise ValueError("zero step for randrange()")
    if n <= 0:
        raise ValueError("empty range for randrange()")
    return istart + istep * self._randbelow(n)


def _sub_randint(self, a, b):
    return self.randrange(a, b + 1)


def _sub_choice(self, seq):
    if not len(seq):
        raise IndexError('Cannot choose from an empty sequence')
    return seq[self._randbelow(len(seq))]


def _sub_shuffle(self, x):
    randbelow = self._randbelow
    for i in reversed(range(1, len(x))):
        j = randbelow(i + 1)
        x[i], x[j] = x[j], x[i]


def _sub_sample(self, population, k, *, counts=None):
    from collections.abc import Sequence
    from math import ceil
    if not isinstance(population, Sequence):
        raise TypeError("Population must be a sequence.  "
                        "For dicts or sets, use sorted(d).")
    n = len(population)
    if counts is not None:
        from itertools import accumulate
        cum_counts = list(accumulate(counts))
        if len(cum_counts) != n:
            raise ValueError('The number of counts does not match the population')
        total = cum_counts.pop()
        if not isinstance(total, int):
            raise TypeError('Counts must be integers')
        if total <= 0:
            raise ValueError('Total of counts must be greater than zero')
        selections = self.sample(range(total), k=k)
        return [population[_bisect(cum_counts, s)] for s in selections]
    randbelow = self._randbelow
    if not 0 <= k <= n:
        raise ValueError("Sample larger than population or is negative")
    result = [None] * k
    setsize = 21
    if k > 5:
        setsize += 4 ** ceil(_log(k * 3, 4))
    if n <= setsize:
        pool = list(population)
        for i in range(k):
            j = randbelow(n - i)
            result[i] = pool[j]
            pool[j] = pool[n - i - 1]
    else:
        selected = set()
        for i in range(k):
            j = randbelow(n)
            while j in selected:
                j = randbelow(n)
            selected.add(j)
            result[i] = population[j]
    return result


def _sub_uniform(self, a, b):
    return a + (b - a) * self.random()


def _sub_normalvariate(self, mu=0.0, sigma=1.0):
    random = self.random
    while True:
        u1 = random()
        u2 = 1.0 - random()
        z = NV_MAGICCONST * (u1 - 0.5) / u2
        zz = z * z / 4.0
        if zz <= -_log(u2):
            break
    return mu + z * sigma


def _sub_gauss(self, mu=0.0, sigma=1.0):
    from math import sin
    random = self.random
    z = self.gauss_next
    self.gauss_next = None
    if z is None:
        x2pi = random() * TWOPI
        g2rad = _sqrt(-2.0 * _log(1.0 - random()))
        z = _cos(x2pi) * g2rad
        self.gauss_next = sin(x2pi) * g2rad
    return mu + z * sigma


_SUBCLASS_METHODS = {}
for _f in (_sub_randrange, _sub_randint, _sub_choice, _sub_shuffle, _sub_sample, _sub_uniform,
           _sub_normalvariate, _sub_gauss):
    _f.__name__ = _f.__name__[5:]
    _f.__qualname__ = "Random." + _f.__name__
    _SUBCLASS_METHODS[_f.__name__] = _f
del _f

# The module's constants, CPython's values.
NV_MAGICCONST = 4 * _exp(-0.5) / _sqrt(2.0)
TWOPI = 2.0 * _pi
LOG4 = _log(4.0)
SG_MAGICCONST = 1.0 + _log(4.5)
BPF = 53
RECIP_BPF = 2 ** -BPF
