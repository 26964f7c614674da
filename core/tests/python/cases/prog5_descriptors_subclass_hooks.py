# descriptors, __set_name__, __init_subclass__, class decorators and metaclass kwargs
import functools

class Typed:
    def __init__(self, kind, default=None):
        self.kind, self.default = kind, default
    def __set_name__(self, owner, name):
        self.name = name
        self.private = "_" + name
        owner._fields = getattr(owner, "_fields", ()) + (name,)
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.private, self.default)
    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"{self.name} must be {self.kind.__name__}, not {type(value).__name__}")
        setattr(obj, self.private, value)
    def __delete__(self, obj):
        raise AttributeError(f"can't delete {self.name}")
    def __repr__(self):
        return f"<Typed {self.name}:{self.kind.__name__}>"

class Model:
    registry = {}
    def __init_subclass__(cls, /, table=None, **kw):
        super().__init_subclass__(**kw)
        cls.table = table or cls.__name__.lower() + "s"
        Model.registry[cls.table] = cls
    def __init__(self, **kw):
        for k, v in kw.items():
            if k not in self._fields:
                raise TypeError(f"unknown field {k!r}")
            setattr(self, k, v)
    def __repr__(self):
        inner = ", ".join(f"{f}={getattr(self, f)!r}" for f in self._fields)
        return f"{type(self).__name__}({inner})"

def audited(cls):
    orig = cls.__setattr__
    @functools.wraps(orig)
    def __setattr__(self, k, v):
        self.__dict__.setdefault("_audit", []).append(k)
        orig(self, k, v)
    cls.__setattr__ = __setattr__
    return cls

@audited
class User(Model, table="people"):
    name = Typed(str, "?")
    age = Typed(int, 0)

class Item(Model):
    sku = Typed(str)
    qty = Typed(int, 1)

u = User(name="ada", age=36)
print(u, u._audit, User.table, Item.table, sorted(Model.registry))
print(User.name, User._fields, Item._fields, vars(u))
for bad in (lambda: setattr(u, "age", "old"), lambda: User(nick="x"), lambda: delattr(u, "name")):
    try:
        bad()
    except (TypeError, AttributeError) as e:
        print(type(e).__name__, e)
print(Item(sku="A-1"), Item().qty, User.__setattr__.__name__)

class Meta(type):
    def __new__(mcls, name, bases, ns, *, tag="none", **kw):
        ns["tag"] = tag
        cls = super().__new__(mcls, name, bases, ns, **kw)
        return cls
    def __init__(cls, name, bases, ns, **kw):
        super().__init__(name, bases, ns)
    def __call__(cls, *a, **k):
        print("making", cls.__name__, a)
        return super().__call__(*a, **k)
    def __repr__(cls):
        return f"<class {cls.__name__} tag={cls.tag}>"

class Base(metaclass=Meta, tag="root"):
    def __init__(self, x): self.x = x
class Child(Base, tag="leaf"): pass
c = Child(5)
print(Base, Child, c.x, type(Child).__name__, isinstance(Child, Meta))

class Lazy:
    def __init__(self, fn): self.fn = fn
    def __get__(self, obj, cls):
        if obj is None: return self
        v = self.fn(obj)
        obj.__dict__[self.fn.__name__] = v
        return v
class Circle:
    def __init__(self, r): self.r = r
    @Lazy
    def area(self):
        print("computing")
        return round(3.14159 * self.r ** 2, 3)
c = Circle(2)
print(c.area, c.area, "area" in vars(c), type(Circle.__dict__["area"]).__name__)
