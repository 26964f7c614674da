"""nn.DataParallel as PyTorch's torch/nn/parallel/data_parallel.py runs without several
devices: the wrapped module is the child `module`, and a call is its call (no scatter over
device_ids, no replicas), so outputs, gradients and state_dict keys ("module.<name>") are
PyTorch's."""
from torch.nn import Module


class DataParallel(Module):
    def __init__(self, module, device_ids=None, output_device=None, dim=0):
        super().__init__()
        self.module = module
        self.device_ids = []
        self.dim = dim
        self.output_device = None
        self.src_device_obj = None

    def forward(self, *inputs, **kwargs):
        return self.module(*inputs, **kwargs)


DataParallel.__module__ = "torch.nn.parallel.data_parallel"
