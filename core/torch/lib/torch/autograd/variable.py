"""torch.autograd.Variable, as PyTorch 2 keeps it for older code: calling it returns a plain
Tensor (`Variable(data, requires_grad=False)` is `data.detach()` with requires_grad set, sharing
data's storage), and every Tensor is an instance of it (its metaclass says so)."""
import torch

__all__ = ["Variable", "VariableMeta"]


class VariableMeta(type):
    def __instancecheck__(cls, other):
        return isinstance(other, torch.Tensor)


class Variable(metaclass=VariableMeta):
    __module__ = "torch.autograd.variable"

    def __new__(cls, data=None, requires_grad=False, volatile=False):
        if volatile:
            import warnings

            warnings.warn("volatile was removed and now has no effect. Use `with torch.no_grad():` instead.", UserWarning,
                          stacklevel=2)
        if data is None:
            data = torch.empty(0)
        if not isinstance(data, torch.Tensor):
            raise TypeError("Variable data has to be a tensor, but got " + type(data).__name__)
        return data.detach().requires_grad_(bool(requires_grad))
