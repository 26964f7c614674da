class Plugin:
    registry = {}
    def __init_subclass__(cls, key=None, **kw):
        super().__init_subclass__(**kw)
        if key in Plugin.registry:
            raise ValueError(f"duplicate plugin key {key!r}")
        Plugin.registry[key] = cls
class A(Plugin, key="a"):
    pass
print(sorted(Plugin.registry))
class B(Plugin, key="a"):
    pass
