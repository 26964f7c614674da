import functools

def repeat(times):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            results = []
            for _ in range(times):
                results.append(fn(*args, **kwargs))
            return results
        return wrapper
    return deco

@repeat(3)
def greet(name, punct="!"):
    """Say hello."""
    return f"hi {name}{punct}"

print(greet("bob"))
print(greet.__name__, greet.__doc__, greet.__wrapped__.__name__)
print(greet.__qualname__, greet.__module__)

def trace(prefix=""):
    def deco(fn):
        depth = 0
        @functools.wraps(fn)
        def wrapper(*a):
            nonlocal depth
            print(f"{prefix}{'  ' * depth}-> {fn.__name__}{a}")
            depth += 1
            try:
                r = fn(*a)
            finally:
                depth -= 1
            print(f"{prefix}{'  ' * depth}<- {r}")
            return r
        return wrapper
    return deco

@trace(prefix="| ")
def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)

fact(3)

def count_calls(fn):
    @functools.wraps(fn)
    def w(*a, **k):
        w.calls += 1
        return fn(*a, **k)
    w.calls = 0
    return w

@count_calls
def noop(): pass
for _ in range(4): noop()
print(noop.calls)

class Registry:
    def __init__(self):
        self.items = {}
    def register(self, name=None):
        def deco(fn):
            self.items[name or fn.__name__] = fn
            return fn
        return deco

reg = Registry()
@reg.register()
def alpha(): return "a"
@reg.register("B")
def beta(): return "b"
print(sorted(reg.items), reg.items["B"]())

def stacked(tag):
    def deco(fn):
        def w(*a):
            return f"<{tag}>{fn(*a)}</{tag}>"
        return w
    return deco

@stacked("b")
@stacked("i")
def text(s): return s
print(text("x"))
print(text.__name__)

@functools.lru_cache(maxsize=2)
def sq(n):
    print("compute", n)
    return n * n
sq(2); sq(3); sq(2); sq(4); sq(3)
print(sq.cache_info())

def class_deco(cls):
    cls.tagged = True
    orig = cls.__repr__
    cls.__repr__ = lambda self: "Tagged(" + orig(self) + ")"
    return cls

@class_deco
class P:
    def __repr__(self): return "P"
print(P(), P.tagged)

class Timer:
    def __init__(self, fn):
        functools.update_wrapper(self, fn)
        self.fn = fn
    def __call__(self, *a):
        return ("timed", self.fn(*a))
@Timer
def add(a, b):
    "adds"
    return a + b
print(add(2, 3), add.__name__, add.__doc__)

p = functools.partial(greet.__wrapped__, punct="?")
print(p("amy"), p.keywords, p.args)
