class P:
    def __new__(cls, *args, **kwargs):
        print("new", cls.__name__, args, kwargs)
        return super().__new__(cls)

    def __init__(self, a, b=2):
        print("init", a, b)
        self.a, self.b = a, b


p = P(1, b=3)
print(p.a, p.b)


class Cached:
    _cache = {}

    def __new__(cls, key):
        if key not in cls._cache:
            obj = super().__new__(cls)
            obj.key = key
            cls._cache[key] = obj
        return cls._cache[key]


print(Cached("a") is Cached("a"), Cached("a") is Cached("b"))


class Other:
    def __new__(cls):
        return 42

    def __init__(self):
        print("never")


print(Other())


class NoInit:
    pass


o = object.__new__(NoInit)
print(type(o).__name__)
try:
    object.__new__(NoInit, 1)
except TypeError as e:
    print("TypeError:", e)
try:
    NoInit(1)
except TypeError as e:
    print("TypeError:", e)


class BadInit:
    def __init__(self):
        return 5


try:
    BadInit()
except TypeError as e:
    print("TypeError:", e)


class E(Exception):
    def __new__(cls, *args):
        self = super().__new__(cls, *args)
        self.extra = len(args)
        return self


e = E("a", "b")
print(e.args, e.extra, repr(e))
