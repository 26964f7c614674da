registry = {"add": lambda a, b: a + b}
def get(name):
    return registry.get(name)

print(get("add")(1, 2))
get("sub")(1, 2)
