"""torch.nn.parameter: where PyTorch defines Parameter (native here) and Buffer.
UninitializedParameter (the Lazy modules' placeholder) is not provided: asking for it is
NotImplementedError naming it."""
import torch
from torch.nn import Parameter  # noqa: F401


def __getattr__(name):
    if name == "Buffer":
        return torch.nn.Buffer
    torch._missing_attribute("torch.nn.parameter", name)
