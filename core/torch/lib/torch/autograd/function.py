"""torch.autograd.function: the module PyTorch defines Function in, for the programs that import
from it (`from torch.autograd.function import once_differentiable, FunctionCtx`). The classes
are torch.autograd's own."""
from torch.autograd import Function, FunctionCtx, InplaceFunction, once_differentiable
from torch.autograd import BackwardCFunction

__all__ = ["Function", "FunctionCtx", "InplaceFunction", "once_differentiable", "BackwardCFunction"]
