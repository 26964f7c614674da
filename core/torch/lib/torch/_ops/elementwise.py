# Elementwise ops over the native ones: rsub, fill, scalar_tensor, and the complex-number views
# (conj, real, ...) that are the identity on real tensors (the playground has no complex dtypes).
import torch
from torch._ops.index import _fill


def rsub(input, other, *, alpha=1):
    """other - alpha * input."""
    return torch.sub(other, input, alpha=alpha)


def fill(input, value):
    """A tensor like input filled with value (input gets a zero gradient, as in PyTorch)."""
    if isinstance(value, torch.Tensor) and value.dim() != 0:
        raise RuntimeError(
            f"fill_ only supports 0-dimension value tensor but got tensor with {value.dim()} dimensions."
        )
    return _fill(input, torch.ones_like(input, dtype=torch.bool), value)


def fill_(input, value):
    return input.fill_(value)


def zero_(input):
    return input.zero_()


def scalar_tensor(s, *, dtype=None, layout=None, device=None, pin_memory=None, requires_grad=False):
    """A 0-d tensor holding s, of the default float dtype unless given."""
    dtype = torch.get_default_dtype() if dtype is None else dtype
    return torch.full((), s, dtype=dtype, device=device, requires_grad=requires_grad)


def conj(input):
    return input


resolve_conj = resolve_neg = real = conj_physical = conj_physical_ = conj


def isreal(input):
    return torch.ones_like(input, dtype=torch.bool)


def is_complex(input):
    return False


is_conj = is_neg = is_complex
