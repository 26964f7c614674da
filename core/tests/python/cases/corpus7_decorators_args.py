import functools, time

def repeat(times=2, sep=None):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            results = [fn(*args, **kwargs) for _ in range(times)]
            return sep.join(map(str, results)) if sep is not None else results
        wrapper.times = times
        return wrapper
    return deco

def trace(fn=None, *, prefix="->"):
    if fn is None:
        return functools.partial(trace, prefix=prefix)
    depth = 0
    @functools.wraps(fn)
    def wrapper(*args):
        nonlocal depth
        print(f"{'  ' * depth}{prefix} {fn.__name__}{args}")
        depth += 1
        try:
            r = fn(*args)
        finally:
            depth -= 1
        print(f"{'  ' * depth}<- {r}")
        return r
    return wrapper

def validate(**types):
    def deco(fn):
        import inspect
        sig = inspect.signature(fn)
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            bound = sig.bind(*args, **kwargs)
            bound.apply_defaults()
            for name, t in types.items():
                if not isinstance(bound.arguments[name], t):
                    raise TypeError(f"{fn.__name__}: {name}={bound.arguments[name]!r} is not {t.__name__}")
            return fn(*args, **kwargs)
        return wrapper
    return deco

class CountCalls:
    def __init__(self, fn):
        functools.update_wrapper(self, fn)
        self.fn = fn
        self.calls = 0
    def __call__(self, *a, **k):
        self.calls += 1
        return self.fn(*a, **k)
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return functools.partial(self, obj)

@repeat(3, sep="|")
def roll(x):
    "Roll doc."
    return x * 2

@repeat()
def hello():
    return "hi"

@trace
def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)

@trace(prefix="=>")
def add(a, b):
    return a + b

@validate(name=str, age=int)
def person(name, age=0, city="?"):
    return f"{name} ({age}) from {city}"

@CountCalls
def square(x):
    """Squares."""
    return x * x

class Shop:
    @CountCalls
    def price(self, n):
        return n * 3

print(roll(5), roll.__name__, roll.__doc__, roll.times, roll.__wrapped__(1))
print(hello())
print(fact(4))
print(add(2, 3))
print(person("ann", 30), person(name="bo", city="Oslo"))
try:
    person("x", "old")
except TypeError as e:
    print(e)
try:
    person()
except TypeError as e:
    print(e)
print([square(i) for i in range(4)], square.calls, square.__name__, square.__doc__)
s = Shop()
print(s.price(2), s.price(5), Shop.price.calls)

def stack(*decos):
    def apply(fn):
        for d in reversed(decos):
            fn = d(fn)
        return fn
    return apply
def tag(name):
    def deco(fn):
        @functools.wraps(fn)
        def w(*a):
            return f"<{name}>{fn(*a)}</{name}>"
        return w
    return deco
@stack(tag("b"), tag("i"))
def text(s):
    return s
@tag("p")
@tag("span")
def text2(s):
    return s.upper()
print(text("x"), text2("y"), text2.__name__, text2.__wrapped__.__name__, text2.__wrapped__("z"))

def once(fn):
    done = {}
    @functools.wraps(fn)
    def w(*a):
        if "v" not in done:
            done["v"] = fn(*a)
        return done["v"]
    return w
@once
def init(x):
    print("initializing", x)
    return x * 10
print(init(1), init(2), init(3))
def class_deco(cls):
    cls.registry = sorted(k for k in vars(cls) if not k.startswith("_"))
    orig = cls.__repr__
    cls.__repr__ = lambda self: "decorated " + orig(self)
    return cls
@class_deco
class Thing:
    a = 1
    def b(self): pass
    def __repr__(self): return "Thing"
print(Thing.registry, Thing())
@functools.lru_cache(maxsize=2)
def cached(x):
    print("  computing", x)
    return x + 1
for v in [1, 2, 1, 3, 1, 2]:
    cached(v)
print(cached.cache_info())
print(functools.wraps(len)(lambda: 0).__name__)
