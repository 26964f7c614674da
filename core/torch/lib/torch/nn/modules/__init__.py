from .container import Sequential, ModuleList, ModuleDict
from .flatten import Flatten, Unflatten


# The files of this package, reached as attributes too (nn.modules.loss._Loss,
# nn.modules.conv.Conv2d) once asked for, as PyTorch's package has them imported.
_FILES = ("activation", "attention", "batchnorm", "channelshuffle", "container", "conv",
          "distance", "dropout", "flatten", "fold", "instancenorm", "linear", "loss", "module",
          "normalization", "padding", "pixelshuffle", "pooling", "rnn", "sparse", "transformer",
          "upsampling")


def __getattr__(name):
    # torch.nn.modules re-exports every module class, as PyTorch's does: they are torch.nn's.
    if name in _FILES:
        import importlib

        return importlib.import_module("torch.nn.modules." + name)
    import torch.nn

    try:
        return getattr(torch.nn, name)
    except AttributeError:
        raise AttributeError(f"module 'torch.nn.modules' has no attribute '{name}'") from None
