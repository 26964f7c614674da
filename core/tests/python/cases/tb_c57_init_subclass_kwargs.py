class Plugin:
    registry = {}
    def __init_subclass__(cls, key, **kwargs):
        super().__init_subclass__(**kwargs)
        Plugin.registry[key] = cls

class A(Plugin, key="a"):
    pass

print(sorted(Plugin.registry))
class B(Plugin):
    pass
