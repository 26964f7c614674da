class Plugin:
    registry = {}
    def __init_subclass__(cls, /, name=None, **kwargs):
        super().__init_subclass__(**kwargs)
        key = name or cls.__name__.lower()
        Plugin.registry[key] = cls
class CsvPlugin(Plugin, name="csv"):
    pass
class JsonPlugin(Plugin):
    pass
print(sorted(Plugin.registry), Plugin.registry["csv"].__name__)
try:
    class Bad(Plugin, nonsense=1):
        pass
except TypeError as e:
    print(type(e).__name__, e)

class TypedList:
    def __class_getitem__(cls, item):
        return f"{cls.__name__}[{getattr(item, '__name__', item)}]"
print(TypedList[int], TypedList[str], TypedList["x"])
print(list[int], dict[str, list[int]], tuple[int, ...], type(list[int]).__name__)
print(list[int]([1, 2]), list[int].__origin__, dict[str, int].__args__)

class Meta(type):
    classes = []
    def __new__(mcls, name, bases, ns, **kw):
        cls = super().__new__(mcls, name, bases, ns)
        if bases:
            mcls.classes.append(name)
        cls.created_by = mcls.__name__
        return cls
    def __call__(cls, *a, **k):
        inst = super().__call__(*a, **k)
        inst.tagged = True
        return inst
class Model(metaclass=Meta):
    pass
class User(Model):
    def __init__(self, name):
        self.name = name
class Order(Model):
    pass
u = User("amy")
print(Meta.classes, User.created_by, u.tagged, u.name, type(User).__name__, isinstance(User, Meta))

class Singleton(type):
    _inst = {}
    def __call__(cls, *a, **k):
        if cls not in cls._inst:
            cls._inst[cls] = super().__call__(*a, **k)
        return cls._inst[cls]
class Config(metaclass=Singleton):
    def __init__(self):
        self.values = {}
a = Config(); b = Config()
a.values["x"] = 1
print(a is b, b.values)

class Named:
    def __set_name__(self, owner, name):
        self.public = name
        self.private = "_" + name
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.private, "unset")
    def __set__(self, obj, value):
        setattr(obj, self.private, value.strip())
class Form:
    title = Named()
    author = Named()
f = Form()
print(f.title)
f.title = "  Dune  "
print(repr(f.title), Form.title.public, Form.author.private, sorted(vars(f)))
def make_cls():
    return type("Dyn", (object,), {"x": 1, "double": lambda self: self.x * 2})
D = make_cls()
print(D.__name__, D().double(), D.__bases__)
class WithNew:
    def __new__(cls, *args):
        print("new", args)
        return super().__new__(cls)
    def __init__(self, *args):
        print("init", args)
WithNew(1, 2)
print(type.__name__, type(type).__name__, object.__bases__, int.__mro__)
