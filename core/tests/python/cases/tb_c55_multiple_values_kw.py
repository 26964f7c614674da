def make(name, size=1):
    return (name, size)
print(make("a", size=2))
opts = {"name": "b"}
print(make("c", **opts))
