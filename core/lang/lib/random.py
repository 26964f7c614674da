"""random's Python part, run in the namespace of the native random module (the Mersenne Twister
and its draws are native: `core/lang/src/random.rs`, bit for bit CPython's).

`Random` instances keep their own generator state: each method swaps the instance's state in
for the module's, draws with the native function, and swaps back (`getstate`/`setstate` in
CPython's own format), so two instances and the module's functions never disturb each other.
"""

_module_seed = seed
_module_getstate = getstate
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


del _NATIVE
