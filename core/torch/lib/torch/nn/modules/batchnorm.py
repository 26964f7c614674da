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


class _BatchNorm(Module):
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
        else:
            self.register_buffer("running_mean", None)
            self.register_buffer("running_var", None)
            self.register_buffer("num_batches_tracked", None)

    def reset_running_stats(self):
        if self.track_running_stats:
            self.running_mean.zero_()
            self.running_var.fill_(1)
            self.num_batches_tracked.zero_()

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
