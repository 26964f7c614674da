"""The native nn modules (Linear, LayerNorm, Embedding, Dropout, the activations in Rust and the
MSE/L1 losses) written in Python, for a class statement that derives from one: `class
LoRA(nn.Linear)` gets the class here as its base (`nn.Linear.__mro_entries__`, through
`torch.nn._subclass_base`), so `super().__init__(...)` and `super().forward(x)` work as in PyTorch.
Each takes PyTorch's arguments, draws its parameters as PyTorch's `reset_parameters` does (through
the native `torch.nn.init`, so a seeded program gets PyTorch's values), prints as PyTorch's
module and runs its forward through F. A module made directly (`nn.Linear(3, 4)`) stays native:
its forward is one kernel call. `isinstance(m, nn.Linear)` holds for both (the VM matches the
class's name and `__module__`)."""
import math

import torch
from torch.nn import Module, Parameter, init
from torch.nn import functional as F


def _factory(device, dtype):
    return {"device": device, "dtype": dtype}


class Identity(Module):
    __module__ = "torch.nn.modules.linear"

    def __init__(self, *args, **kwargs):
        super().__init__()

    def forward(self, input):
        return input


class Linear(Module):
    __module__ = "torch.nn.modules.linear"

    def __init__(self, in_features, out_features, bias=True, device=None, dtype=None):
        super().__init__()
        self.in_features = in_features
        self.out_features = out_features
        self.weight = Parameter(torch.empty((out_features, in_features), **_factory(device, dtype)))
        if bias:
            self.bias = Parameter(torch.empty(out_features, **_factory(device, dtype)))
        else:
            self.register_parameter("bias", None)
        self.reset_parameters()

    def reset_parameters(self):
        init.kaiming_uniform_(self.weight, a=math.sqrt(5))
        if self.bias is not None:
            fan_in = self.weight.shape[1]
            bound = 1 / math.sqrt(fan_in) if fan_in > 0 else 0
            init.uniform_(self.bias, -bound, bound)

    def forward(self, input):
        return F.linear(input, self.weight, self.bias)

    def extra_repr(self):
        return "in_features={}, out_features={}, bias={}".format(
            self.in_features, self.out_features, self.bias is not None
        )


class LayerNorm(Module):
    __module__ = "torch.nn.modules.normalization"

    def __init__(self, normalized_shape, eps=1e-05, elementwise_affine=True, bias=True,
                 device=None, dtype=None):
        super().__init__()
        if isinstance(normalized_shape, int):
            normalized_shape = (normalized_shape,)
        self.normalized_shape = tuple(normalized_shape)
        self.eps = eps
        self.elementwise_affine = elementwise_affine
        if elementwise_affine:
            self.weight = Parameter(torch.empty(self.normalized_shape, **_factory(device, dtype)))
            if bias:
                self.bias = Parameter(torch.empty(self.normalized_shape,
                                                  **_factory(device, dtype)))
            else:
                self.register_parameter("bias", None)
        else:
            self.register_parameter("weight", None)
            self.register_parameter("bias", None)
        self.reset_parameters()

    def reset_parameters(self):
        if self.elementwise_affine:
            init.ones_(self.weight)
            if self.bias is not None:
                init.zeros_(self.bias)

    def forward(self, input):
        return F.layer_norm(input, self.normalized_shape, self.weight, self.bias, self.eps)

    def extra_repr(self):
        # PyTorch prints bias=False for a LayerNorm without elementwise_affine (no bias at all).
        return "{}, eps={}, elementwise_affine={}, bias={}".format(
            self.normalized_shape, self.eps, self.elementwise_affine, self.bias is not None
        )


class Embedding(Module):
    __module__ = "torch.nn.modules.sparse"

    def __init__(self, num_embeddings, embedding_dim, padding_idx=None, max_norm=None,
                 norm_type=2.0, scale_grad_by_freq=False, sparse=False, _weight=None,
                 _freeze=False, device=None, dtype=None):
        super().__init__()
        if scale_grad_by_freq or sparse:
            raise NotImplementedError(
                "nn.Embedding's scale_grad_by_freq and sparse are not supported in "
                "the playground yet"
            )
        self.num_embeddings = num_embeddings
        self.embedding_dim = embedding_dim
        if padding_idx is not None:
            if padding_idx > 0:
                assert padding_idx < num_embeddings, "Padding_idx must be within num_embeddings"
            elif padding_idx < 0:
                assert padding_idx >= -num_embeddings, "Padding_idx must be within num_embeddings"
                padding_idx = num_embeddings + padding_idx
        self.padding_idx = padding_idx
        self.max_norm = max_norm
        self.norm_type = norm_type
        self.scale_grad_by_freq = scale_grad_by_freq
        self.sparse = sparse
        if _weight is None:
            self.weight = Parameter(torch.empty((num_embeddings, embedding_dim),
                                                **_factory(device, dtype)),
                                    requires_grad=not _freeze)
            self.reset_parameters()
        else:
            assert list(_weight.shape) == [num_embeddings, embedding_dim], \
                "Shape of weight does not match num_embeddings and embedding_dim"
            self.weight = Parameter(_weight, requires_grad=not _freeze)

    def reset_parameters(self):
        init.normal_(self.weight)
        if self.padding_idx is not None:
            with torch.no_grad():
                self.weight[self.padding_idx].fill_(0)

    def forward(self, input):
        return F.embedding(input, self.weight, self.padding_idx, self.max_norm, self.norm_type)

    def extra_repr(self):
        s = "{}, {}".format(self.num_embeddings, self.embedding_dim)
        if self.padding_idx is not None:
            s += ", padding_idx={}".format(self.padding_idx)
        if self.max_norm is not None:
            s += ", max_norm={}".format(self.max_norm)
        if self.norm_type != 2:
            s += ", norm_type={}".format(self.norm_type)
        return s

    @classmethod
    def from_pretrained(cls, embeddings, freeze=True, padding_idx=None, max_norm=None,
                        norm_type=2.0, scale_grad_by_freq=False, sparse=False):
        assert embeddings.dim() == 2, "Embeddings parameter is expected to be 2-dimensional"
        rows, cols = embeddings.shape
        return cls(rows, cols, _weight=embeddings, _freeze=freeze, padding_idx=padding_idx,
                   max_norm=max_norm, norm_type=norm_type,
                   scale_grad_by_freq=scale_grad_by_freq, sparse=sparse)


class Dropout(Module):
    __module__ = "torch.nn.modules.dropout"

    def __init__(self, p=0.5, inplace=False):
        super().__init__()
        if p < 0 or p > 1:
            raise ValueError(
                "dropout probability has to be between 0 and 1, but got {}".format(p)
            )
        self.p = p
        self.inplace = inplace

    def forward(self, input):
        return F.dropout(input, self.p, self.training, self.inplace)

    def extra_repr(self):
        return "p={}, inplace={}".format(self.p, self.inplace)


def _inplace_init(self, inplace=False):
    Module.__init__(self)
    self.inplace = inplace


def _inplace_repr(self):
    return "inplace=True" if self.inplace else ""


class ReLU(Module):
    __module__ = "torch.nn.modules.activation"
    __init__ = _inplace_init
    extra_repr = _inplace_repr

    def forward(self, input):
        return input.relu_() if self.inplace else F.relu(input)


class SiLU(Module):
    __module__ = "torch.nn.modules.activation"
    __init__ = _inplace_init
    extra_repr = _inplace_repr

    def forward(self, input):
        return input.copy_(F.silu(input)) if self.inplace else F.silu(input)


class Tanh(Module):
    __module__ = "torch.nn.modules.activation"

    def forward(self, input):
        return torch.tanh(input)


class Sigmoid(Module):
    __module__ = "torch.nn.modules.activation"

    def forward(self, input):
        return torch.sigmoid(input)


class GELU(Module):
    __module__ = "torch.nn.modules.activation"

    def __init__(self, approximate="none"):
        super().__init__()
        self.approximate = approximate

    def forward(self, input):
        return F.gelu(input, approximate=self.approximate)

    def extra_repr(self):
        return "approximate={}".format(repr(self.approximate))


class Softmax(Module):
    __module__ = "torch.nn.modules.activation"

    def __init__(self, dim=None):
        super().__init__()
        self.dim = dim

    def forward(self, input):
        return F.softmax(input, self.dim)

    def extra_repr(self):
        return "dim={}".format(self.dim)


class _Loss(Module):
    __module__ = "torch.nn.modules.loss"

    def __init__(self, size_average=None, reduce=None, reduction="mean"):
        super().__init__()
        if size_average is not None or reduce is not None:
            raise NotImplementedError(
                "the deprecated size_average and reduce arguments are not supported in the "
                "playground yet"
            )
        self.reduction = reduction


class MSELoss(_Loss):
    __module__ = "torch.nn.modules.loss"

    def forward(self, input, target):
        return F.mse_loss(input, target, reduction=self.reduction)


class L1Loss(_Loss):
    __module__ = "torch.nn.modules.loss"

    def forward(self, input, target):
        return F.l1_loss(input, target, reduction=self.reduction)
