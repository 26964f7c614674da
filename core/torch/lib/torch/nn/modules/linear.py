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
