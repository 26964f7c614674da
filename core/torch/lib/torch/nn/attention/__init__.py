"""torch.nn.attention: SDPBackend and the sdpa_kernel context manager, as PyTorch's.

Which kernel computes scaled_dot_product_attention is only a hint here: the playground has one
implementation (F.scaled_dot_product_attention in torch/nn/_attention.py), so selecting a backend
with sdpa_kernel checks its argument as PyTorch does and changes no values.
"""
import contextlib

import torch


class _SDPBackend:
    """The kernels of scaled_dot_product_attention (a hint only in the playground)."""

    # PyTorch's pybind enum: printed as <SDPBackend.MATH: 0>, str SDPBackend.MATH.
    def __init__(self, name, value):
        self.name = name
        self.value = value

    def __repr__(self):
        return "<SDPBackend." + self.name + ": " + str(self.value) + ">"

    def __str__(self):
        return "SDPBackend." + self.name

    def __int__(self):
        return self.value

    __index__ = __int__

    def __hash__(self):
        return hash(self.value)

    def __eq__(self, other):
        if isinstance(other, _SDPBackend):
            return self.value == other.value
        return NotImplemented


SDPBackend = _SDPBackend
SDPBackend.__members__ = {}
for _name, _value in (("ERROR", -1), ("MATH", 0), ("FLASH_ATTENTION", 1),
                      ("EFFICIENT_ATTENTION", 2), ("CUDNN_ATTENTION", 3), ("OVERRIDEABLE", 4)):
    SDPBackend.__members__[_name] = _SDPBackend(_name, _value)
    setattr(SDPBackend, _name, SDPBackend.__members__[_name])
del _name, _value

_ALL = [SDPBackend.MATH, SDPBackend.FLASH_ATTENTION, SDPBackend.EFFICIENT_ATTENTION,
        SDPBackend.CUDNN_ATTENTION, SDPBackend.OVERRIDEABLE]
_current = [list(_ALL)]


@contextlib.contextmanager
def sdpa_kernel(backends, set_priority=False):
    """Selects the backends scaled_dot_product_attention may use inside the block (a hint: the
    playground's one implementation computes the same values whatever is selected)."""
    if not isinstance(backends, (list, _SDPBackend)):
        raise AssertionError(
            "Backend must be an instance of SDPBackend or a list of SDPBackend instances, got "
            + type(backends).__name__
        )
    if isinstance(backends, _SDPBackend):
        backends = [backends]
    chosen = []
    for b in backends:
        if b not in chosen:
            chosen.append(b)
    previous = _current[0]
    _current[0] = chosen
    try:
        yield {}
    finally:
        _current[0] = previous


def _cur_sdpa_kernel_backends(with_priority=False):
    return list(_current[0])


def __getattr__(name):
    torch._missing_attribute("torch.nn.attention", name)
