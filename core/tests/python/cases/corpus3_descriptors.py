class Typed:
    def __init__(self, kind, default=None):
        self.kind = kind
        self.default = default
    def __set_name__(self, owner, name):
        self.public = name
        self.private = "_" + name
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.private, self.default)
    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"{self.public} must be {self.kind.__name__}, not {type(value).__name__}")
        setattr(obj, self.private, value)
    def __delete__(self, obj):
        print(f"deleting {self.public}")
        delattr(obj, self.private)

class Range(Typed):
    def __init__(self, lo, hi):
        super().__init__(int, lo)
        self.lo, self.hi = lo, hi
    def __set__(self, obj, value):
        super().__set__(obj, value)
        if not self.lo <= value <= self.hi:
            raise ValueError(f"{self.public}={value} outside [{self.lo}, {self.hi}]")

class Person:
    name = Typed(str, "anon")
    age = Range(0, 150)
    def __init__(self, name=None, age=None):
        if name is not None:
            self.name = name
        if age is not None:
            self.age = age
    def __repr__(self):
        return f"Person({self.name!r}, {self.age})"

p = Person("Ada", 36)
print(p, Person(), vars(p))
for bad in [("age", "x"), ("age", 200), ("name", 5)]:
    try:
        setattr(p, *bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
del p.age
print(p.age, Person.name.private, type(Person.__dict__["age"]).__name__)

class Lazy:
    def __init__(self, fn):
        self.fn = fn
        self.__doc__ = fn.__doc__
    def __get__(self, obj, cls):
        if obj is None:
            return self
        v = self.fn(obj)
        obj.__dict__[self.fn.__name__] = v
        return v

class Data:
    calls = 0
    @Lazy
    def expensive(self):
        "computed once"
        Data.calls += 1
        return sum(range(1000))
d = Data()
print(d.expensive, d.expensive, Data.calls, Data.expensive.__doc__)

class Const:
    def __get__(self, obj, cls):
        return 42
class C:
    x = Const()
c = C()
c.__dict__["x"] = 7
print(c.x, C.x)
