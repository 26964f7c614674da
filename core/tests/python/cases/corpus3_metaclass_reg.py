class PluginMeta(type):
    registry = {}
    def __new__(mcls, name, bases, ns, **kw):
        cls = super().__new__(mcls, name, bases, ns)
        if bases:
            key = kw.get("key", name.lower())
            mcls.registry[key] = cls
        return cls
    def __call__(cls, *a, **k):
        obj = super().__call__(*a, **k)
        obj.created_by = cls.__name__
        return obj
    def __repr__(cls):
        return f"<plugin {cls.__name__}>"

class Plugin(metaclass=PluginMeta):
    def run(self):
        return f"{type(self).__name__} running"

class Alpha(Plugin):
    pass

class Beta(Plugin, key="b"):
    def run(self):
        return super().run().upper()

print(PluginMeta.registry)
for k in sorted(PluginMeta.registry):
    obj = PluginMeta.registry[k]()
    print(k, obj.run(), obj.created_by)
print(type(Alpha), isinstance(Alpha, PluginMeta), Alpha.__class__.__name__)

class Base:
    subclasses = []
    def __init_subclass__(cls, prefix="", **kw):
        super().__init_subclass__(**kw)
        cls.tag = prefix + cls.__name__
        Base.subclasses.append(cls.tag)

class A(Base, prefix="x-"):
    pass
class B(A):
    pass
print(Base.subclasses, B.tag)

class Seq:
    def __class_getitem__(cls, item):
        return f"{cls.__name__}[{getattr(item, '__name__', item)}]"
print(Seq[int], Seq["T"])

Dyn = type("Dyn", (Base,), {"value": 3, "double": lambda self: self.value * 2})
print(Dyn().double(), Dyn.tag, Dyn.__name__, Dyn.__bases__)

class Singleton(type):
    _inst = {}
    def __call__(cls, *a):
        if cls not in cls._inst:
            cls._inst[cls] = super().__call__(*a)
        return cls._inst[cls]
class Config(metaclass=Singleton):
    def __init__(self, v):
        self.v = v
print(Config(1).v, Config(2).v, Config(3) is Config(4))
