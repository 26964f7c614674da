import functools

def counted(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        wrapper.calls += 1
        return fn(*args, **kwargs)
    wrapper.calls = 0
    return wrapper

def retry(times):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*a):
            last = None
            for attempt in range(1, times + 1):
                try:
                    return fn(*a)
                except ValueError as e:
                    last = e
                    print(f"  attempt {attempt} failed: {e}")
            raise RuntimeError(f"gave up after {times}") from last
        return wrapper
    return deco

@counted
def add(a, b=1):
    """Adds."""
    return a + b

print(add(1), add(2, 3), add.calls, add.__name__, add.__doc__)

state = {"n": 0}
@retry(3)
def flaky(x):
    state["n"] += 1
    if state["n"] < 3:
        raise ValueError(f"bad {state['n']}")
    return x * 10

print(flaky(4))
state["n"] = -10
try:
    flaky(1)
except RuntimeError as e:
    print("RuntimeError:", e, "| cause:", repr(e.__cause__))

def memo(fn):
    cache = {}
    def inner(n):
        if n not in cache:
            cache[n] = fn(n)
        return cache[n]
    inner.cache = cache
    return inner

@memo
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)

print(fib(80), len(fib.cache))

class Tracer:
    def __init__(self, fn):
        functools.update_wrapper(self, fn)
        self.fn = fn
    def __call__(self, *a):
        r = self.fn(*a)
        print(f"{self.__name__}{a} -> {r}")
        return r

@Tracer
def mul(a, b):
    return a * b
mul(6, 7)
print(mul.__wrapped__(2, 2))
