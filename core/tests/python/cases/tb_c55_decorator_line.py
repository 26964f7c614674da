def register(name):
    def deco(fn):
        registry[name] = fn
        return fn
    return deco
registry = {}
@register("a")
def fa(): pass
print(sorted(registry))
del registry
@register("b")
def fb(): pass
