"""nn.Flatten and nn.Unflatten, as PyTorch's torch/nn/modules/flatten.py, over Tensor.flatten
and Tensor.view. (nn.Identity is native.) Each prints through Module.__repr__ (torch/nn/__init__.py)
with its extra_repr, as in PyTorch.
"""
from torch.nn import Module


def _is_size(v):
    # torch.Size is not a tuple subclass in the playground; accept it where PyTorch accepts one.
    return type(v).__name__ == "Size"


def _size_text(sizes):
    return "[" + ", ".join(str(s) for s in sizes) + "]"


def unflatten(input, dim, sizes):
    """`input.unflatten(dim, sizes)`: dimension `dim` split into `sizes` (one may be -1), a view."""
    shape = list(input.shape)
    ndim = max(len(shape), 1)
    if not (-ndim <= dim < ndim):
        raise IndexError(
            "Dimension out of range (expected to be in range of ["
            + str(-ndim)
            + ", "
            + str(ndim - 1)
            + "], but got "
            + str(dim)
            + ")"
        )
    if dim < 0:
        dim += ndim
    sizes = list(sizes)
    if len(sizes) == 0:
        raise RuntimeError("unflatten: sizes must be non-empty")
    numel = shape[dim] if shape else 1
    infer = -1
    known = 1
    for i, s in enumerate(sizes):
        if s == -1:
            if infer >= 0:
                raise RuntimeError(
                    "unflatten got an unexpected error:\nonly one dimension can be inferred"
                )
            infer = i
        else:
            known *= s
    bad = (infer < 0 and known != numel) or (infer >= 0 and (known == 0 or numel % known != 0))
    if bad:
        raise RuntimeError(
            "unflatten: Provided sizes "
            + _size_text(sizes)
            + " don't multiply up to the size of dim "
            + str(dim)
            + " ("
            + str(numel)
            + ") in the input tensor"
        )
    if infer >= 0:
        sizes[infer] = numel // known
    return input.view(shape[:dim] + sizes + shape[dim + 1 :])


class Flatten(Module):
    """Flattens dimensions start_dim..end_dim into one (`input.flatten(start_dim, end_dim)`)."""

    __constants__ = ["start_dim", "end_dim"]

    def __init__(self, start_dim=1, end_dim=-1):
        super().__init__()
        self.start_dim = start_dim
        self.end_dim = end_dim

    def forward(self, input):
        return input.flatten(self.start_dim, self.end_dim)

    def extra_repr(self):
        return "start_dim=" + str(self.start_dim) + ", end_dim=" + str(self.end_dim)


class Unflatten(Module):
    """Splits dimension `dim` into `unflattened_size` (`input.unflatten(dim, unflattened_size)`)."""

    __constants__ = ["dim", "unflattened_size"]

    def __init__(self, dim, unflattened_size):
        super().__init__()
        self._require_tuple_int(unflattened_size)
        self.dim = dim
        self.unflattened_size = unflattened_size

    def _require_tuple_int(self, input):
        if isinstance(input, (tuple, list)) or _is_size(input):
            for idx, elem in enumerate(input):
                if not isinstance(elem, int):
                    raise TypeError(
                        "unflattened_size must be tuple of ints, "
                        + "but found element of type "
                        + type(elem).__name__
                        + " at pos "
                        + str(idx)
                    )
            return
        raise TypeError(
            "unflattened_size must be a tuple of ints, but found type " + type(input).__name__
        )

    def forward(self, input):
        return unflatten(input, self.dim, self.unflattened_size)

    def extra_repr(self):
        return "dim=" + str(self.dim) + ", unflattened_size=" + str(self.unflattened_size)
