"""nn.Buffer (PyTorch 2.5+): a tensor marked so that assigning it to a module's attribute
registers it as a buffer (PyTorch's Module.__setattr__ checks `isinstance(value, Buffer)`).
The playground's tensors take no new attributes and Module's attribute setting is native, so
the mark is kept here (the marked tensors by id, held until a module takes them) and, from the
first use of nn.Buffer on, Module gets a __setattr__ that registers a marked tensor; programs
that never use nn.Buffer keep the native attribute path."""
import torch
from torch.nn import Module

# id(tensor) -> (tensor, persistent): the tensor is held, so its id stays its own.
_marked = {}


class _BufferMeta(type):
    # isinstance(t, nn.Buffer): a tensor marked and not yet taken by a module (PyTorch's mark
    # stays on the tensor; here it goes when a module registers it, so the registry keeps no
    # tensor alive past that).
    def __instancecheck__(cls, instance):
        entry = _marked.get(id(instance))
        return entry is not None and entry[0] is instance


class Buffer(metaclass=_BufferMeta):
    """Buffer(data=None, *, persistent=True): `data` detached (keeping requires_grad), marked.
    Like PyTorch's, the value is a plain Tensor."""

    def __new__(cls, data=None, *, persistent=True):
        if data is None:
            data = torch.empty(0)
        if not isinstance(data, torch.Tensor):
            raise AttributeError("'" + type(data).__name__ + "' object has no attribute 'detach'")
        t = data.detach().requires_grad_(data.requires_grad)
        _marked[id(t)] = (t, persistent)
        return t


def _module_setattr(self, name, value):
    entry = _marked.get(id(value))
    if entry is not None and entry[0] is value:
        del _marked[id(value)]
        self.register_buffer(name, value, entry[1])
        return
    object.__setattr__(self, name, value)


Module.__setattr__ = _module_setattr
Buffer.__module__ = "torch.nn.parameter"
