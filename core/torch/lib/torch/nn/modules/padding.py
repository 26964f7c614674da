"""The padding modules, as PyTorch's torch/nn/modules/padding.py: Zero/Constant/Reflection/
Replication/Circular pads over F.pad (torch/nn/_pad.py)."""
from torch.nn import Module
from torch.nn import functional as F


def _ntuple(v, n):
    if isinstance(v, (tuple, list)):
        return tuple(v)
    return (v,) * n


class _PadNd(Module):
    """A pad of `padding` (an int for every side, or a 2*nd tuple, last dimension first) in
    `mode`."""

    mode = "constant"

    def __init__(self, padding, nd):
        super().__init__()
        self.padding = _ntuple(padding, 2 * nd)

    def forward(self, input):
        return F.pad(input, self.padding, self.mode)

    def extra_repr(self):
        return str(self.padding)


class _ConstantPadNd(_PadNd):
    def __init__(self, padding, value, nd):
        super().__init__(padding, nd)
        self.value = value

    def forward(self, input):
        return F.pad(input, self.padding, "constant", self.value)

    def extra_repr(self):
        return "padding=" + str(self.padding) + ", value=" + str(self.value)


class ConstantPad1d(_ConstantPadNd):
    def __init__(self, padding, value):
        super().__init__(padding, value, 1)


class ConstantPad2d(_ConstantPadNd):
    def __init__(self, padding, value):
        super().__init__(padding, value, 2)


class ConstantPad3d(_ConstantPadNd):
    def __init__(self, padding, value):
        super().__init__(padding, value, 3)


class ZeroPad1d(ConstantPad1d):
    def __init__(self, padding):
        super().__init__(padding, 0.0)

    def extra_repr(self):
        return str(self.padding)


class ZeroPad2d(ConstantPad2d):
    def __init__(self, padding):
        super().__init__(padding, 0.0)

    def extra_repr(self):
        return str(self.padding)


class ZeroPad3d(ConstantPad3d):
    def __init__(self, padding):
        super().__init__(padding, 0.0)

    def extra_repr(self):
        return str(self.padding)


class ReflectionPad1d(_PadNd):
    mode = "reflect"

    def __init__(self, padding):
        super().__init__(padding, 1)


class ReflectionPad2d(_PadNd):
    mode = "reflect"

    def __init__(self, padding):
        super().__init__(padding, 2)


class ReplicationPad1d(_PadNd):
    mode = "replicate"

    def __init__(self, padding):
        super().__init__(padding, 1)


class ReplicationPad2d(_PadNd):
    mode = "replicate"

    def __init__(self, padding):
        super().__init__(padding, 2)


class CircularPad1d(_PadNd):
    mode = "circular"

    def __init__(self, padding):
        super().__init__(padding, 1)


class CircularPad2d(_PadNd):
    mode = "circular"

    def __init__(self, padding):
        super().__init__(padding, 2)


class _Pad3d(_PadNd):
    def __init__(self, padding):
        super().__init__(padding, 3)


class ReflectionPad3d(_Pad3d):
    mode = "reflect"


class ReplicationPad3d(_Pad3d):
    mode = "replicate"


class CircularPad3d(_Pad3d):
    mode = "circular"
