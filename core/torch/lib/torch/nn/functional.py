# torch.nn.functional's Python part, run in the namespace of the native torch.nn.functional (the
# activations, losses, dropout, layer_norm stay native). Convolution, pooling and batch norm load
# on first use (PEP 562's module __getattr__) from torch/nn/_conv.py, so a program that never
# convolves never compiles that file.

_CONV = (
    "conv1d",
    "conv2d",
    "unfold",
    "fold",
    "max_pool1d",
    "max_pool2d",
    "avg_pool1d",
    "avg_pool2d",
    "adaptive_avg_pool1d",
    "adaptive_avg_pool2d",
    "batch_norm",
)


def __getattr__(name):
    global conv1d, conv2d, unfold, fold, max_pool1d, max_pool2d, avg_pool1d, avg_pool2d
    global adaptive_avg_pool1d, adaptive_avg_pool2d, batch_norm
    if name in _CONV:
        from torch.nn._conv import (
            conv1d,
            conv2d,
            unfold,
            fold,
            max_pool1d,
            max_pool2d,
            avg_pool1d,
            avg_pool2d,
            adaptive_avg_pool1d,
            adaptive_avg_pool2d,
            batch_norm,
        )

        from torch.nn import _conv as _impl

        return getattr(_impl, name)
    raise AttributeError("module 'torch.nn.functional' has no attribute '" + name + "'")
