"""torch.nn.utils.clip_grad: PyTorch's module of the gradient-clipping functions (older code
writes `from torch.nn.utils.clip_grad import clip_grad_norm_`); they live in torch.nn.utils."""
from torch.nn.utils import clip_grad_norm, clip_grad_norm_, clip_grad_value_, clip_grads_with_norm_, get_total_norm

__all__ = ["clip_grad_norm", "clip_grad_norm_", "clip_grad_value_", "clip_grads_with_norm_", "get_total_norm"]
