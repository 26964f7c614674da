"""nn.BatchNorm1d/2d/3d, as PyTorch's torch/nn/modules/batchnorm.py: the affine
parameters, the running statistics as buffers (running_mean, running_var, num_batches_tracked,
in state_dict after the parameters), momentum (None: a cumulative average), and a forward over
F.batch_norm (torch/nn/_conv.py)."""
import torch
from torch.nn import Module, Parameter
from torch.nn import functional as F


def _affine_parameters(module, n, affine, bias, device, dtype):
    """The weight (ones) and bias (zeros) of a normalisation layer over n channels, as
    PyTorch's reset_parameters leaves them; None where not affine or without bias."""
    module.weight = Parameter(torch.ones(n, device=device, dtype=dtype)) if affine else None
    if affine and bias:
        module.bias = Parameter(torch.zeros(n, device=device, dtype=dtype))
    else:
        module.bias = None
    _written_once(module.weight, module.bias)


def _written_once(*tensors):
    """Autograd's version 1, as PyTorch's reset_parameters/reset_running_stats leave a module's
    tensors after writing them in place (made here with their values instead)."""
    ts = [t for t in tensors if t is not None]
    torch._unsafe_set_version_counter(ts, [1] * len(ts))


class _BatchNorm(Module):
    _version = 2

    def __init__(self, num_features, eps=1e-05, momentum=0.1, affine=True,
                 track_running_stats=True, device=None, dtype=None, bias=True):
        super().__init__()
        self.num_features = num_features
        self.eps = eps
        self.momentum = momentum
        self.affine = affine
        self.track_running_stats = track_running_stats
        _affine_parameters(self, num_features, affine, bias, device, dtype)
        if track_running_stats:
            self.register_buffer("running_mean", torch.zeros(num_features, device=device,
                                                             dtype=dtype))
            self.register_buffer("running_var", torch.ones(num_features, device=device,
                                                           dtype=dtype))
            self.register_buffer("num_batches_tracked",
                                 torch.tensor(0, dtype=torch.long, device=device))
            _written_once(self.running_mean, self.running_var, self.num_batches_tracked)
        else:
            self.register_buffer("running_mean", None)
            self.register_buffer("running_var", None)
            self.register_buffer("num_batches_tracked", None)

    def reset_running_stats(self):
        if self.track_running_stats:
            self.running_mean.zero_()
            self.running_var.fill_(1)
            self.num_batches_tracked.zero_()

    def reset_parameters(self):
        self.reset_running_stats()
        if self.affine:
            with torch.no_grad():
                self.weight.fill_(1.0)
                if self.bias is not None:
                    self.bias.zero_()

    def extra_repr(self):
        return (
            str(self.num_features) + ", eps=" + str(self.eps) + ", momentum="
            + str(self.momentum) + ", affine=" + str(self.affine) + ", bias="
            + str(self.bias is not None) + ", track_running_stats="
            + str(self.track_running_stats)
        )

    def forward(self, input):
        self._check_input_dim(input)
        if self.momentum is None:
            exponential_average_factor = 0.0
        else:
            exponential_average_factor = self.momentum
        if self.training and self.track_running_stats:
            if self.num_batches_tracked is not None:
                self.num_batches_tracked.add_(1)
                if self.momentum is None:
                    exponential_average_factor = 1.0 / float(self.num_batches_tracked)
                else:
                    exponential_average_factor = self.momentum
        if self.training:
            bn_training = True
        else:
            bn_training = (self.running_mean is None) and (self.running_var is None)
        track = not self.training or self.track_running_stats
        return F.batch_norm(
            input,
            self.running_mean if track else None,
            self.running_var if track else None,
            self.weight,
            self.bias,
            bn_training,
            exponential_average_factor,
            self.eps,
        )


class BatchNorm1d(_BatchNorm):
    def _check_input_dim(self, input):
        if input.dim() != 2 and input.dim() != 3:
            raise ValueError("expected 2D or 3D input (got " + str(input.dim()) + "D input)")


class BatchNorm2d(_BatchNorm):
    def _check_input_dim(self, input):
        if input.dim() != 4:
            raise ValueError("expected 4D input (got " + str(input.dim()) + "D input)")


class BatchNorm3d(_BatchNorm):
    def _check_input_dim(self, input):
        if input.dim() != 5:
            raise ValueError("expected 5D input (got " + str(input.dim()) + "D input)")


class SyncBatchNorm(_BatchNorm):
    """PyTorch's SyncBatchNorm in one process (no torch.distributed group): the statistics of
    the local batch, as BatchNorm's."""

    def __init__(self, num_features, eps=1e-05, momentum=0.1, affine=True,
                 track_running_stats=True, process_group=None, device=None, dtype=None):
        super().__init__(num_features, eps, momentum, affine, track_running_stats, device, dtype)
        self.process_group = process_group

    def _check_input_dim(self, input):
        if input.dim() < 2:
            raise ValueError("expected at least 2D input (got " + str(input.dim()) + "D input)")

    def _check_non_zero_input_channels(self, input):
        if input.size(1) == 0:
            raise ValueError("SyncBatchNorm number of input channels should be non-zero")

    def forward(self, input):
        self._check_input_dim(input)
        self._check_non_zero_input_channels(input)
        return _BatchNorm.forward(self, input)

    @classmethod
    def convert_sync_batchnorm(cls, module, process_group=None):
        """Each BatchNorm*d of `module` (or `module` itself) as a SyncBatchNorm sharing its
        parameters and running statistics."""
        module_output = module
        if isinstance(module, _BatchNorm) and not isinstance(module, _LazyNormMixin):
            module_output = SyncBatchNorm(module.num_features, module.eps, module.momentum,
                                          module.affine, module.track_running_stats,
                                          process_group)
            if module.affine:
                module_output.weight = module.weight
                module_output.bias = module.bias
            module_output.running_mean = module.running_mean
            module_output.running_var = module.running_var
            module_output.num_batches_tracked = module.num_batches_tracked
            module_output.training = module.training
        for name, child in module.named_children():
            module_output.add_module(name, cls.convert_sync_batchnorm(child, process_group))
        del module
        return module_output


class _LazyNormMixin:
    """PyTorch's _LazyNormBase: num_features is 0 until the first call, which takes it from the
    input's dim 1 and makes the weight (ones), bias (zeros) and running statistics. PyTorch then
    turns the module into its non-lazy class; here only its repr does (no __class__ change)."""

    def __init__(self, eps=1e-05, momentum=0.1, affine=True, track_running_stats=True,
                 device=None, dtype=None, *, bias=True):
        super().__init__(0, eps, momentum, affine, track_running_stats, device, dtype, bias)
        self._lazy = affine or track_running_stats

    def has_uninitialized_params(self):
        return self._lazy

    def initialize_parameters(self, input):
        n = input.shape[1]
        self.num_features = n
        if self.affine:
            w = self.weight
            self.weight = Parameter(torch.ones(n, device=w.device, dtype=w.dtype))
            if self.bias is not None:
                self.bias = Parameter(torch.zeros(n, device=w.device, dtype=w.dtype))
        if self.track_running_stats:
            m = self.running_mean
            self.running_mean = torch.zeros(n, device=m.device, dtype=m.dtype)
            self.running_var = torch.ones(n, device=m.device, dtype=m.dtype)
            self.num_batches_tracked.zero_()
        self._lazy = False

    def __call__(self, *args, **kwargs):
        if self._lazy:
            self.initialize_parameters(args[0])
        self._became = True
        return Module.__call__(self, *args, **kwargs)

    def __repr__(self):
        s = Module.__repr__(self)
        name = type(self).__name__
        return name[4:] + s[len(name):] if getattr(self, "_became", False) else s


class LazyBatchNorm1d(_LazyNormMixin, BatchNorm1d):
    pass


class LazyBatchNorm2d(_LazyNormMixin, BatchNorm2d):
    pass


class LazyBatchNorm3d(_LazyNormMixin, BatchNorm3d):
    pass
