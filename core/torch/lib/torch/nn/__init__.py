# torch.nn's Python part, run in the namespace of the native torch.nn (Module, Linear, Identity,
# the activations, the losses stay native: their forward is a kernel call and their init is
# exact). The Python modules load on first use (PEP 562's module __getattr__), so a program that
# never touches them never compiles their files.
_CONTAINERS = ("Sequential", "ModuleList", "ModuleDict")
_FLATTEN = ("Flatten", "Unflatten")


def __getattr__(name):
    global Sequential, ModuleList, ModuleDict, Flatten, Unflatten
    if name in _CONTAINERS:
        from .modules.container import Sequential, ModuleList, ModuleDict

        return getattr(modules.container, name)
    if name in _FLATTEN:
        from .modules.flatten import Flatten, Unflatten

        return getattr(modules.flatten, name)
    raise AttributeError("module 'torch.nn' has no attribute '" + name + "'")
