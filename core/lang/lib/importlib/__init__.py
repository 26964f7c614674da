# importlib: import_module (absolute and relative names), reload (the module as it is: a module
# runs once per program), invalidate_caches; importlib.util.find_spec.


def import_module(name, package=None):
    level = 0
    if name.startswith("."):
        if not package:
            raise TypeError(
                "the 'package' argument is required to perform a relative import for %r" % name
            )
        level = len(name) - len(name.lstrip("."))
        name = name[level:]
    return __import__(name, {"__package__": package}, None, ("__name__",), level)


def reload(module):
    if type(module).__name__ != "module":
        raise TypeError("reload() argument must be a module")
    return module


def invalidate_caches():
    pass
