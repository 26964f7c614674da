# torch.nn's Python part, run in the namespace of the native torch.nn (Module, Linear, Identity,
# ReLU, GELU, SiLU, Sigmoid, Tanh, Softmax and the MSE/L1/cross-entropy/NLL/BCE-with-logits losses
# stay native: their forward is a kernel call and their init is exact). The Python modules load
# on first use (PEP 562's module __getattr__), so a program that never touches them never
# compiles their files.
from _torch_nn import child_items as _child_items

_CONTAINERS = ("Sequential", "ModuleList", "ModuleDict")
_FLATTEN = ("Flatten", "Unflatten")
_ACTIVATIONS = (
    "Threshold", "Hardtanh", "ReLU6", "Hardsigmoid", "Mish", "Hardswish", "ELU", "CELU", "SELU",
    "GLU", "Hardshrink", "LeakyReLU", "LogSigmoid", "Softplus", "Softshrink", "PReLU", "Softsign",
    "Tanhshrink", "Softmin", "Softmax2d", "LogSoftmax",
)
_LOSSES = (
    "BCELoss", "HuberLoss", "SmoothL1Loss", "KLDivLoss", "PoissonNLLLoss", "GaussianNLLLoss",
    "MarginRankingLoss", "HingeEmbeddingLoss", "CosineEmbeddingLoss", "SoftMarginLoss",
    "MultiLabelSoftMarginLoss", "TripletMarginLoss", "MultiMarginLoss", "MultiLabelMarginLoss",
)


def _bind(names, module):
    # Binds each class as a global of torch.nn, so later lookups are plain.
    import torch.nn as nn

    for n in names:
        setattr(nn, n, getattr(module, n))


_CONV = ("Conv1d", "Conv2d")
_POOLING = (
    "MaxPool1d",
    "MaxPool2d",
    "AvgPool1d",
    "AvgPool2d",
    "AdaptiveAvgPool1d",
    "AdaptiveAvgPool2d",
)
_BATCHNORM = ("BatchNorm1d", "BatchNorm2d")
_ATTENTION = ("MultiheadAttention",)
_TRANSFORMER = (
    "Transformer", "TransformerEncoder", "TransformerDecoder", "TransformerEncoderLayer",
    "TransformerDecoderLayer",
)
_SPARSE = ("EmbeddingBag",)
_RNN = ("RNNBase", "RNN", "LSTM", "GRU", "RNNCellBase", "RNNCell", "LSTMCell", "GRUCell")


def _load_rnn():
    import torch.nn.modules.rnn as m

    return m


def _load_attention():
    import torch.nn.modules.attention as m

    return m


def _load_transformer():
    import torch.nn.modules.transformer as m

    return m


def _load_sparse():
    import torch.nn.modules.sparse as m

    return m


# Names bound from their file on first use: (names, the function importing the file).
_LAZY = (
    (_RNN, _load_rnn), (_ATTENTION, _load_attention), (_TRANSFORMER, _load_transformer),
    (_SPARSE, _load_sparse),
)


def __getattr__(name):
    global Sequential, ModuleList, ModuleDict, Flatten, Unflatten, Conv1d, Conv2d
    global MaxPool1d, MaxPool2d, AvgPool1d, AvgPool2d, AdaptiveAvgPool1d, AdaptiveAvgPool2d
    global BatchNorm1d, BatchNorm2d
    if name in _CONTAINERS:
        from .modules.container import Sequential, ModuleList, ModuleDict

        return getattr(modules.container, name)
    if name in _FLATTEN:
        from .modules.flatten import Flatten, Unflatten

        return getattr(modules.flatten, name)
    if name in _ACTIVATIONS:
        import torch.nn.modules.activation as _activation

        _bind(_ACTIVATIONS, _activation)
        return getattr(_activation, name)
    if name in _LOSSES:
        import torch.nn.modules.loss as _loss

        _bind(_LOSSES, _loss)
        return getattr(_loss, name)
    if name in _CONV:
        from .modules.conv import Conv1d, Conv2d

        return getattr(modules.conv, name)
    if name in _POOLING:
        from .modules.pooling import (
            MaxPool1d,
            MaxPool2d,
            AvgPool1d,
            AvgPool2d,
            AdaptiveAvgPool1d,
            AdaptiveAvgPool2d,
        )

        return getattr(modules.pooling, name)
    if name in _BATCHNORM:
        from .modules.batchnorm import BatchNorm1d, BatchNorm2d

        return getattr(modules.batchnorm, name)
    for names, load in _LAZY:
        if name in names:
            module = load()
            _bind(names, module)
            return getattr(module, name)
    import torch

    torch._missing_attribute("torch.nn", name)


# torch.nn.functional is native; its Python part (functional.py: the composed activations and
# losses) runs on the first name the native module lacks, as this hook imports it.
def _functional_getattr(name):
    import torch.nn.functional as _f

    if _f.__getattr__ is _functional_getattr:
        import torch

        torch._missing_attribute("torch.nn.functional", name)
    return getattr(_f, name)


functional.__getattr__ = _functional_getattr


# Module's repr, as PyTorch's Module.__repr__: the module's extra_repr, then each child's own
# repr (so a Python module's __repr__ or extra_repr shows when it is nested), indented.
def _addindent(s_, num_spaces):
    s = s_.split("\n")
    if len(s) == 1:
        return s_
    first = s.pop(0)
    return first + "\n" + "\n".join([(num_spaces * " ") + line for line in s])


def _module_extra_repr(self):
    return ""


def _module_repr(self):
    extra_lines = []
    extra_repr = self.extra_repr()
    if extra_repr:
        extra_lines = extra_repr.split("\n")
    child_lines = []
    for key, module in _child_items(self):
        child_lines.append("(" + key + "): " + _addindent(repr(module), 2))
    lines = extra_lines + child_lines
    main_str = type(self).__name__ + "("
    if lines:
        if len(extra_lines) == 1 and not child_lines:
            main_str += extra_lines[0]
        else:
            main_str += "\n  " + "\n  ".join(lines) + "\n"
    return main_str + ")"


Module.extra_repr = _module_extra_repr
Module.__repr__ = _module_repr


# Module.register_buffer: the tensor becomes an attribute and its name is kept, in order, in
# `_buffer_names`, which the native state_dict, load_state_dict and to() read
# (core/torch/src/nn/user.rs). A None buffer is kept by name and left out of state_dict.
def _module_register_buffer(self, name, tensor, persistent=True):
    if not persistent:
        raise NotImplementedError("register_buffer(persistent=False) is not supported")
    if "." in name:
        raise KeyError('buffer name can\'t contain "."')
    if name == "":
        raise KeyError('buffer name can\'t be empty string ""')
    names = self.__dict__.get("_buffer_names")
    if names is None:
        names = []
        self._buffer_names = names
    if name not in names:
        names.append(name)
    setattr(self, name, tensor)


Module.register_buffer = _module_register_buffer
