"""Plugins registered by a metaclass: ordered attribute capture, singletons, validation and __call__ hooks."""


class PluginMeta(type):
    registry = {}

    @classmethod
    def __prepare__(mcls, name, bases, **kw):
        ns = {}
        ns["_declared"] = []
        return ns

    def __new__(mcls, name, bases, ns, *, kind=None, singleton=False):
        declared = [k for k in ns if not k.startswith("_")]
        cls = super().__new__(mcls, name, bases, dict(ns))
        cls._declared = declared
        cls._singleton = singleton
        cls._instance = None
        if kind is not None:
            if not callable(ns.get("run")):
                raise TypeError(f"plugin {name} must define run()")
            mcls.registry.setdefault(kind, []).append(cls)
        return cls

    def __call__(cls, *args, **kwargs):
        if cls._singleton:
            if cls._instance is None:
                cls._instance = super().__call__(*args, **kwargs)
            return cls._instance
        return super().__call__(*args, **kwargs)

    def __repr__(cls):
        return f"<plugin {cls.__name__}>"

    def __len__(cls):
        return len(cls._declared)


class Plugin(metaclass=PluginMeta):
    priority = 50

    def __init__(self, **opts):
        self.opts = opts

    def run(self, data):
        raise NotImplementedError


class Strip(Plugin, kind="text"):
    priority = 10

    def run(self, data):
        return data.strip()


class Upper(Plugin, kind="text"):
    def run(self, data):
        return data.upper()


class Censor(Plugin, kind="text", singleton=True):
    priority = 90
    words = ("darn", "heck")

    def run(self, data):
        for w in self.words:
            data = data.replace(w.upper(), "*" * len(w))
        return data


class Double(Plugin, kind="number"):
    def run(self, data):
        return data * self.opts.get("factor", 2)


def pipeline(kind, data, **opts):
    for cls in sorted(PluginMeta.registry[kind], key=lambda c: (c.priority, c.__name__)):
        data = cls(**opts).run(data)
    return data


print(pipeline("text", "   oh heck, darn it   "))
print(pipeline("number", 21), pipeline("number", 5, factor=10))
print({k: v for k, v in PluginMeta.registry.items()})
print(Censor() is Censor(), Upper() is Upper(), len(Censor), Censor._declared, type(Strip).__name__, isinstance(Strip, PluginMeta))
try:
    class Broken(Plugin, kind="text"):
        pass
except TypeError as e:
    print("TypeError", e)
try:
    Plugin().run(1)
except NotImplementedError:
    print("NotImplementedError base run")


class Meta2(type):
    pass


try:
    class Mixed(Plugin, metaclass=Meta2):
        pass
except TypeError as e:
    print("TypeError", e)


class Tracked(type):
    def __init__(cls, name, bases, ns):
        super().__init__(name, bases, ns)
        cls.subclasses = []
        for b in bases:
            if hasattr(b, "subclasses"):
                b.subclasses.append(name)


class Shape(metaclass=Tracked):
    pass


class Circle(Shape):
    pass


class Square(Shape):
    pass


print(Shape.subclasses, Circle.subclasses, type(Circle), Shape.__class__.__mro__)
Dyn = PluginMeta("Dyn", (Plugin,), {"run": lambda self, d: d[::-1]}, kind="text")
print(Dyn, pipeline("text", "abc "), Dyn.__mro__[1])
