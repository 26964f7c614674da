"""nn.Bilinear, nn.CosineSimilarity and nn.PairwiseDistance, as PyTorch's torch/nn/modules/
linear.py and distance.py (Bilinear's reset_parameters draws through the native torch.nn.init,
so its values equal PyTorch's under torch.manual_seed)."""
import math

import torch
from torch.nn import Module, Parameter, init
from torch.nn import functional as F
from torch.nn import Identity, Linear  # native; named here as in PyTorch


class Bilinear(Module):
    def __init__(self, in1_features, in2_features, out_features, bias=True, device=None,
                 dtype=None):
        super().__init__()
        self.in1_features = in1_features
        self.in2_features = in2_features
        self.out_features = out_features
        self.weight = Parameter(torch.empty((out_features, in1_features, in2_features),
                                            device=device, dtype=dtype))
        if bias:
            self.bias = Parameter(torch.empty(out_features, device=device, dtype=dtype))
        else:
            self.bias = None
        self.reset_parameters()

    def reset_parameters(self):
        bound = 1 / math.sqrt(self.weight.size(1))
        init.uniform_(self.weight, -bound, bound)
        if self.bias is not None:
            init.uniform_(self.bias, -bound, bound)

    def forward(self, input1, input2):
        return F.bilinear(input1, input2, self.weight, self.bias)

    def extra_repr(self):
        return (
            "in1_features=" + str(self.in1_features) + ", in2_features="
            + str(self.in2_features) + ", out_features=" + str(self.out_features) + ", bias="
            + str(self.bias is not None)
        )


class CosineSimilarity(Module):
    def __init__(self, dim=1, eps=1e-08):
        super().__init__()
        self.dim = dim
        self.eps = eps

    def forward(self, x1, x2):
        return F.cosine_similarity(x1, x2, self.dim, self.eps)


class PairwiseDistance(Module):
    def __init__(self, p=2.0, eps=1e-06, keepdim=False):
        super().__init__()
        self.norm = p
        self.eps = eps
        self.keepdim = keepdim

    def forward(self, x1, x2):
        return F.pairwise_distance(x1, x2, self.norm, self.eps, self.keepdim)


class LazyLinear(Module):
    """PyTorch's LazyLinear: in_features is 0 until the first call, which takes it from the
    input's last dimension, makes the weight and bias and draws them as Linear's
    reset_parameters does (kaiming_uniform_ with a=sqrt(5), then the bias uniform in
    +-1/sqrt(in_features)), so they equal PyTorch's under a seed. PyTorch then turns the module
    into a Linear; the native Linear cannot be subclassed nor become the class of this object, so
    here the module stays a LazyLinear that prints as Linear."""

    def __init__(self, out_features, bias=True, device=None, dtype=None):
        super().__init__()
        self.in_features = 0
        self.out_features = out_features
        self._lazy = True
        self.weight = Parameter(torch.empty(0, device=device, dtype=dtype))
        if bias:
            self.bias = Parameter(torch.empty(0, device=device, dtype=dtype))
        else:
            self.bias = None

    def reset_parameters(self):
        if self._lazy or self.in_features == 0:
            return
        init.kaiming_uniform_(self.weight, a=math.sqrt(5))
        if self.bias is not None:
            fan_in = self.in_features
            bound = 1 / math.sqrt(fan_in) if fan_in > 0 else 0
            init.uniform_(self.bias, -bound, bound)

    def initialize_parameters(self, input):
        self.in_features = input.shape[-1]
        w = self.weight
        self.weight = Parameter(torch.empty((self.out_features, self.in_features),
                                            device=w.device, dtype=w.dtype))
        if self.bias is not None:
            self.bias = Parameter(torch.empty(self.out_features, device=w.device, dtype=w.dtype))
        self._lazy = False
        self.reset_parameters()

    def has_uninitialized_params(self):
        return self._lazy

    def __call__(self, *args, **kwargs):
        # PyTorch materializes in a forward pre-hook registered first, so the user's pre-hooks
        # already see the parameters.
        if self._lazy:
            self.initialize_parameters(args[0])
        return Module.__call__(self, *args, **kwargs)

    def forward(self, input):
        if self._lazy:
            self.initialize_parameters(input)
        return F.linear(input, self.weight, self.bias)

    def extra_repr(self):
        return ("in_features=" + str(self.in_features) + ", out_features="
                + str(self.out_features) + ", bias=" + str(self.bias is not None))

    def __repr__(self):
        s = Module.__repr__(self)
        return s if self._lazy else "Linear" + s[len("LazyLinear"):]
