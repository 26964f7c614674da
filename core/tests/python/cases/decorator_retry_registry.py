import functools, time

def retry(times=3, exceptions=(ValueError,)):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            last = None
            for attempt in range(1, times + 1):
                try:
                    return fn(*args, **kwargs)
                except exceptions as e:
                    last = e
                    print(f"attempt {attempt} failed: {e!r}")
            raise RuntimeError(f"gave up after {times}") from last
        return wrapper
    return deco

state = {"n": 0}
@retry(times=4)
def flaky(x):
    """Sometimes fails."""
    state["n"] += 1
    if state["n"] < 3:
        raise ValueError(f"bad {state['n']}")
    return x * 2

print(flaky(21), flaky.__name__, flaky.__doc__, flaky.__wrapped__.__name__)
@retry(times=2)
def always():
    raise ValueError("nope")
try:
    always()
except RuntimeError as e:
    print(e, "|", repr(e.__cause__), e.__suppress_context__)

class register:
    registry = {}
    def __init__(self, name):
        self.name = name
    def __call__(self, fn):
        self.registry[self.name] = fn
        return fn
@register("sq")
def square(x): return x * x
@register("neg")
def neg(x): return -x
print({k: f(7) for k, f in register.registry.items()})
print(functools.reduce(lambda f, g: lambda x: g(f(x)), [square, neg])(3))
@functools.lru_cache(maxsize=None)
def fib(n): return n if n < 2 else fib(n-1) + fib(n-2)
print(fib(80), fib.cache_info())
