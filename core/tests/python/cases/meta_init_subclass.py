class Plugin:
    registry = {}

    def __init_subclass__(cls, /, name=None, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.plugin_name = name or cls.__name__.lower()
        Plugin.registry[cls.plugin_name] = cls


class Csv(Plugin, name="csv"):
    pass


class Json(Plugin):
    pass


print(sorted(Plugin.registry), Csv.plugin_name, Json.plugin_name)


class Strict:
    def __init_subclass__(cls, **kwargs):
        print("kwargs", kwargs)
        super().__init_subclass__(**kwargs)


try:
    class Bad(Strict, color="red"):
        pass
except TypeError as e:
    print("TypeError:", e)

try:
    class Plain(flavour=1):
        pass
except TypeError as e:
    print("TypeError:", e)
