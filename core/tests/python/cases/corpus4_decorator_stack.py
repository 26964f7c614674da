import functools
def trace(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        argstr = ", ".join([repr(a) for a in args] + [f"{k}={v!r}" for k, v in kwargs.items()])
        print(f"-> {fn.__name__}({argstr})")
        r = fn(*args, **kwargs)
        print(f"<- {fn.__name__} = {r!r}")
        return r
    return wrapper
def repeat(n):
    def deco(fn):
        @functools.wraps(fn)
        def w(*a, **k):
            return [fn(*a, **k) for _ in range(n)]
        return w
    return deco
@trace
@repeat(2)
def greet(name, punct="!"):
    "Say hi."
    return f"hi {name}{punct}"
print(greet("ann", punct="?"), greet.__name__, greet.__doc__, greet.__wrapped__.__name__, greet.__wrapped__.__wrapped__.__name__)
def memo(fn):
    cache = {}
    @functools.wraps(fn)
    def w(n):
        if n not in cache:
            cache[n] = fn(n)
        return cache[n]
    w.cache = cache
    return w
@memo
def fibo(n):
    return n if n < 2 else fibo(n - 1) + fibo(n - 2)
print(fibo(60), len(fibo.cache))
@functools.lru_cache(maxsize=3)
def sq(x):
    print("compute", x)
    return x * x
for v in [1, 2, 1, 3, 4, 1]:
    sq(v)
print(sq.cache_info())
sq.cache_clear()
print(sq.cache_info(), sq.__wrapped__(5))
@functools.cache
def ways(n):
    return 1 if n <= 1 else ways(n - 1) + ways(n - 2)
print(ways(80))
class CountCalls:
    def __init__(self, fn):
        functools.update_wrapper(self, fn)
        self.fn = fn
        self.calls = 0
    def __call__(self, *a):
        self.calls += 1
        return self.fn(*a)
@CountCalls
def add(a, b):
    return a + b
add(1, 2); add(3, 4)
print(add.calls, add.__name__, add(5, 6))
def register(registry):
    def deco(fn):
        registry[fn.__name__] = fn
        return fn
    return deco
handlers = {}
@register(handlers)
def on_start(): return "started"
@register(handlers)
def on_stop(): return "stopped"
print(sorted(handlers), handlers["on_stop"]())
def add_method(cls):
    cls.describe = lambda self: f"<{type(self).__name__} {vars(self)}>"
    return cls
@add_method
class Thing:
    def __init__(self):
        self.a = 1
print(Thing().describe())
class Validate:
    def __init__(self, **types):
        self.types = types
    def __call__(self, fn):
        def w(**kw):
            for k, t in self.types.items():
                if not isinstance(kw.get(k), t):
                    raise TypeError(f"{k} should be {t.__name__}")
            return fn(**kw)
        return w
@Validate(x=int, y=str)
def combine(x, y):
    return y * x
print(combine(x=2, y="ab"))
try:
    combine(x="2", y="ab")
except TypeError as e:
    print("TypeError:", e)
p = functools.partial(int, base=2)
print(p("1011"), p.func.__name__, p.keywords, functools.partial(pow, 2)(10), repr(functools.partial(max, 1))[:24])
print(functools.reduce(lambda a, b: a * b, range(1, 8)), functools.reduce(max, [3, 9, 2], 0))
@functools.singledispatch
def show(x):
    return f"obj {x!r}"
@show.register
def _(x: int):
    return f"int {x}"
@show.register(list)
def _(x):
    return "list " + ",".join(show(i) for i in x)
print(show(3), show("s"), show([1, "a"]), show(True))
@functools.total_ordering
class V:
    def __init__(self, n): self.n = n
    def __eq__(self, o): return self.n == o.n
    def __lt__(self, o): return self.n < o.n
print(V(1) <= V(2), V(3) >= V(2), V(1) > V(1))
