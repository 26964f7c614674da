from .container import Sequential, ModuleList, ModuleDict
from .flatten import Flatten, Unflatten


def __getattr__(name):
    # torch.nn.modules re-exports every module class, as PyTorch's does: they are torch.nn's.
    import torch.nn

    return getattr(torch.nn, name)
