import functools
def retry(times=3, exceptions=(Exception,)):
    def deco(f):
        @functools.wraps(f)
        def wrapper(*args, **kwargs):
            for attempt in range(1, times + 1):
                try:
                    return f(*args, **kwargs)
                except exceptions as e:
                    print(f"  attempt {attempt} failed: {e!r}")
            raise RuntimeError(f"{f.__name__} failed after {times} tries")
        return wrapper
    return deco
calls = {"n": 0}
@retry(times=3, exceptions=(ValueError,))
def flaky(threshold):
    """Succeeds on the nth call."""
    calls["n"] += 1
    if calls["n"] < threshold:
        raise ValueError(calls["n"])
    return f"ok on {calls['n']}"
print(flaky(2))
calls["n"] = 0
try:
    flaky(10)
except RuntimeError as e:
    print(e)
print(flaky.__name__, flaky.__doc__, flaky.__wrapped__.__name__)
def log_calls(prefix=">>"):
    def deco(f):
        @functools.wraps(f)
        def w(*a, **k):
            args = ", ".join([repr(x) for x in a] + [f"{kk}={vv!r}" for kk, vv in k.items()])
            r = f(*a, **k)
            print(f"{prefix} {f.__qualname__}({args}) = {r!r}")
            return r
        return w
    return deco
class Calc:
    def __repr__(self):
        return "<Calc>"
    @log_calls()
    def add(self, a, b=0):
        return a + b
    @staticmethod
    @log_calls("static")
    def neg(x):
        return -x
    @classmethod
    @log_calls("cls")
    def make(cls, v):
        return cls.__name__ + str(v)
c = Calc()
c.add(1, b=2); Calc.neg(5); Calc.make(3)
def count_calls(f):
    @functools.wraps(f)
    def w(*a):
        w.calls += 1
        return f(*a)
    w.calls = 0
    return w
@count_calls
@functools.lru_cache(maxsize=2)
def sq(x):
    return x * x
for v in [1, 2, 1, 3, 1]:
    sq(v)
print(sq.calls, sq.__wrapped__.cache_info())
def singleton(cls):
    inst = {}
    @functools.wraps(cls, updated=())
    def get(*a):
        if cls not in inst:
            inst[cls] = cls(*a)
        return inst[cls]
    return get
@singleton
class Config:
    def __init__(self, name):
        self.name = name
print(Config("a").name, Config("b").name, Config("a") is Config("c"), Config.__name__)
def validate(**types):
    def deco(f):
        @functools.wraps(f)
        def w(**kw):
            for k, t in types.items():
                if not isinstance(kw.get(k), t):
                    raise TypeError(f"{k} must be {t.__name__}, got {type(kw.get(k)).__name__}")
            return f(**kw)
        return w
    return deco
@validate(name=str, age=int)
def person(name, age):
    return f"{name}:{age}"
print(person(name="x", age=3))
try:
    person(name="x", age="3")
except TypeError as e:
    print(e)
class cached_prop:
    def __init__(self, f):
        self.f = f
        functools.update_wrapper(self, f)
    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        v = obj.__dict__[self.f.__name__] = self.f(obj)
        return v
class Data:
    @cached_prop
    def heavy(self):
        print("computing")
        return 42
    @functools.cached_property
    def other(self):
        print("other computing")
        return [1]
d = Data()
print(d.heavy, d.heavy, d.other, d.other, Data.heavy.__name__, sorted(vars(d)))
