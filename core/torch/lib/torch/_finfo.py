"""torch.finfo and torch.iinfo, loaded on first use by torch/__init__.py."""
import torch

# torch.finfo / torch.iinfo: each dtype's limits, as PyTorch reports them (masks and clamps use
# finfo(dtype).min where -inf would poison a softmax row or a Debug-mode check).
_FINFO = (
    # dtype name, bits, eps, max, smallest normal (tiny), resolution
    ("float32", 32, 1.1920928955078125e-07, 3.4028234663852886e38, 1.1754943508222875e-38, 1e-06),
    ("float64", 64, 2.220446049250313e-16, 1.7976931348623157e308, 2.2250738585072014e-308, 1e-15),
    ("float16", 16, 0.0009765625, 65504.0, 6.103515625e-05, 0.001),
    ("bfloat16", 16, 0.0078125, 3.3895313892515355e38, 1.1754943508222875e-38, 0.01),
)
_IINFO = (
    ("int64", 64, -9223372036854775807 - 1, 9223372036854775807),
    ("int32", 32, -2147483648, 2147483647),
    ("int16", 16, -32768, 32767),
    ("int8", 8, -128, 127),
    ("uint8", 8, 0, 255),
)


def _dtype_name(dtype):
    return str(dtype).replace("torch.", "")


class finfo:
    """torch.finfo(dtype=None): a floating dtype's limits (the default dtype's without one)."""

    def __init__(self, type=None):
        name = _dtype_name(torch.get_default_dtype() if type is None else type)
        for row in _FINFO:
            if row[0] == name:
                _, self.bits, self.eps, self.max, self.tiny, self.resolution = row
                self.min = -self.max
                self.smallest_normal = self.tiny
                self.dtype = name
                return
        raise TypeError(
            "torch.finfo() requires a floating point input type. Use torch.iinfo to handle 'torch.finfo'"
        )

    def __repr__(self):
        return "finfo(resolution=%g, min=%g, max=%g, eps=%g, smallest_normal=%g, tiny=%g, dtype=%s)" % (
            self.resolution, self.min, self.max, self.eps, self.smallest_normal, self.tiny, self.dtype)


class iinfo:
    """torch.iinfo(dtype): an integer dtype's limits."""

    def __init__(self, type):
        name = _dtype_name(type)
        for row in _IINFO:
            if row[0] == name:
                _, self.bits, self.min, self.max = row
                self.dtype = name
                return
        raise TypeError(
            "torch.iinfo() requires an integer input type. Use torch.finfo to handle 'torch.iinfo'"
        )

    def __repr__(self):
        return "iinfo(min=%g, max=%g, dtype=%s)" % (self.min, self.max, self.dtype)
