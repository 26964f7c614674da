registry = {}
def register(name):
    def deco(func):
        if name in registry:
            raise KeyError(f"{name!r} already registered by {registry[name].__name__}")
        registry[name] = func
        return func
    return deco

@register("a")
def first():
    pass

@register("a")
def second():
    pass
