"""torch.cuda.amp: the deprecated CUDA spellings of torch.amp's autocast and GradScaler (PyTorch
warns FutureWarning for both; the playground's one output stream leaves warnings out). With no
CUDA device here, both disable themselves as PyTorch's do on a machine without one."""
import torch
from torch.amp import autocast as _autocast
from torch.amp.grad_scaler import GradScaler as _GradScaler


class autocast(_autocast):
    def __init__(self, enabled=True, dtype=torch.float16, cache_enabled=True):
        super().__init__("cuda", enabled=enabled, dtype=dtype, cache_enabled=cache_enabled)


class GradScaler(_GradScaler):
    def __init__(self, init_scale=2.0**16, growth_factor=2.0, backoff_factor=0.5,
                 growth_interval=2000, enabled=True):
        super().__init__("cuda", init_scale=init_scale, growth_factor=growth_factor,
                         backoff_factor=backoff_factor, growth_interval=growth_interval,
                         enabled=enabled)

