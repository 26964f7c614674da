# torch.nn's Python part, run in the namespace of the native torch.nn (Module, Linear, the
# activations, the losses stay native: their forward is a kernel call and their init is exact).
# The containers load on first use (PEP 562's module __getattr__), so a program that never
# touches them never compiles their file.
_CONTAINERS = ("Sequential", "ModuleList", "ModuleDict")


def __getattr__(name):
    global Sequential, ModuleList, ModuleDict
    if name in _CONTAINERS:
        from .modules.container import Sequential, ModuleList, ModuleDict

        return getattr(modules.container, name)
    raise AttributeError("module 'torch.nn' has no attribute '" + name + "'")
