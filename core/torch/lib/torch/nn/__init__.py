# torch.nn's Python part, run in the namespace of the native torch.nn (Module, Linear, Identity,
# the activations, the losses stay native: their forward is a kernel call and their init is
# exact). The Python modules load on first use (PEP 562's module __getattr__), so a program that
# never touches them never compiles their files.
from _torch_nn import child_items as _child_items

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


# Module's repr, as PyTorch's Module.__repr__: the module's extra_repr, then each child's own
# repr (so a Python module's __repr__ or extra_repr shows when it is nested), indented.
def _addindent(s_, num_spaces):
    s = s_.split("\n")
    if len(s) == 1:
        return s_
    first = s.pop(0)
    return first + "\n" + "\n".join([(num_spaces * " ") + line for line in s])


def _module_extra_repr(self):
    return ""


def _module_repr(self):
    extra_lines = []
    extra_repr = self.extra_repr()
    if extra_repr:
        extra_lines = extra_repr.split("\n")
    child_lines = []
    for key, module in _child_items(self):
        child_lines.append("(" + key + "): " + _addindent(repr(module), 2))
    lines = extra_lines + child_lines
    main_str = type(self).__name__ + "("
    if lines:
        if len(extra_lines) == 1 and not child_lines:
            main_str += extra_lines[0]
        else:
            main_str += "\n  " + "\n  ".join(lines) + "\n"
    return main_str + ")"


Module.extra_repr = _module_extra_repr
Module.__repr__ = _module_repr
