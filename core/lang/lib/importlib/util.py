# importlib.util.find_spec: a spec (name, parent, origin) for a module the VM can import, else
# None. Finding one imports the module (the VM has no separate finder).

class ModuleSpec:
    def __init__(self, name, origin=None):
        self.name = name
        self.origin = origin
        self.parent = name.rpartition(".")[0]
        self.submodule_search_locations = None
        self.loader = None

    def __repr__(self):
        return "ModuleSpec(name=%r, loader=None, origin=%r)" % (self.name, self.origin)


def find_spec(name, package=None):
    if name.startswith("."):
        if not package:
            raise ValueError("'package' argument is required to resolve a relative import")
        level = len(name) - len(name.lstrip("."))
        name = package.rsplit(".", level - 1)[0] + "." + name[level:]
    try:
        __import__(name)
    except ModuleNotFoundError:
        return None
    return ModuleSpec(name, "built-in")
