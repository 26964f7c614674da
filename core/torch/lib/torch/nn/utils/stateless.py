"""torch.nn.utils.stateless: the older home of functional_call (torch.func.functional_call, which
PyTorch's deprecation notice points to)."""
from torch.func import functional_call

__all__ = ["functional_call"]
