# torch.nn's Python part, run in the namespace of the native torch.nn (Module, Linear, Identity,
# ReLU, GELU, SiLU, Sigmoid, Tanh, Softmax and the MSE/L1/BCE-with-logits losses stay native:
# their forward is a kernel call and their init is exact; NLLLoss and CrossEntropyLoss are
# Python, over F's nll_loss/cross_entropy, which take weights and (N, C, d1, ...) inputs). The Python modules load
# on first use (PEP 562's module __getattr__), so a program that never touches them never
# compiles their files.
import _torch_nn
from _torch_nn import child_items as _child_items

_CONTAINERS = ("Sequential", "ModuleList", "ModuleDict", "ParameterList", "ParameterDict")
_FLATTEN = ("Flatten", "Unflatten")
_ACTIVATIONS = (
    "Threshold", "Hardtanh", "ReLU6", "Hardsigmoid", "Mish", "Hardswish", "ELU", "CELU", "SELU",
    "GLU", "Hardshrink", "LeakyReLU", "LogSigmoid", "Softplus", "Softshrink", "PReLU", "Softsign",
    "Tanhshrink", "Softmin", "Softmax2d", "LogSoftmax", "RReLU",
)
_LOSSES = (
    "BCELoss", "HuberLoss", "SmoothL1Loss", "KLDivLoss", "PoissonNLLLoss", "GaussianNLLLoss",
    "MarginRankingLoss", "HingeEmbeddingLoss", "CosineEmbeddingLoss", "SoftMarginLoss",
    "MultiLabelSoftMarginLoss", "TripletMarginLoss", "MultiMarginLoss", "MultiLabelMarginLoss",
    "NLLLoss", "CrossEntropyLoss", "LinearCrossEntropyLoss", "TripletMarginWithDistanceLoss",
    "BCEWithLogitsLoss", "CTCLoss",
)
# the native ones: NLLLoss and CrossEntropyLoss (N, C) only with their weight ignored,
# BCEWithLogitsLoss with its pos_weight ignored
del NLLLoss, CrossEntropyLoss, BCEWithLogitsLoss
_CONV = (
    "Conv1d", "Conv2d", "Conv3d", "ConvTranspose1d", "ConvTranspose2d", "ConvTranspose3d",
    "LazyConv1d", "LazyConv2d", "LazyConv3d", "LazyConvTranspose1d", "LazyConvTranspose2d",
    "LazyConvTranspose3d",
)
_POOLING = (
    "MaxPool1d", "MaxPool2d", "AvgPool1d", "AvgPool2d", "AdaptiveAvgPool1d", "AdaptiveAvgPool2d",
    "AdaptiveMaxPool1d", "AdaptiveMaxPool2d", "LPPool1d", "LPPool2d", "MaxPool3d", "AvgPool3d",
    "AdaptiveAvgPool3d", "AdaptiveMaxPool3d", "LPPool3d", "FractionalMaxPool2d",
    "FractionalMaxPool3d", "MaxUnpool1d", "MaxUnpool2d", "MaxUnpool3d",
)
_BATCHNORM = (
    "BatchNorm1d", "BatchNorm2d", "BatchNorm3d", "SyncBatchNorm", "LazyBatchNorm1d",
    "LazyBatchNorm2d", "LazyBatchNorm3d",
)
_PADDING = (
    "ZeroPad1d", "ZeroPad2d", "ZeroPad3d", "ConstantPad1d", "ConstantPad2d", "ConstantPad3d",
    "ReflectionPad1d", "ReflectionPad2d", "ReplicationPad1d", "ReplicationPad2d",
    "CircularPad1d", "CircularPad2d", "ReflectionPad3d", "ReplicationPad3d", "CircularPad3d",
)
_LINEAR = ("Bilinear", "CosineSimilarity", "PairwiseDistance", "LazyLinear")
_UPSAMPLING = (
    "PixelShuffle", "PixelUnshuffle", "Upsample", "UpsamplingNearest2d", "UpsamplingBilinear2d",
)
_DROPOUT = ("Dropout1d", "Dropout2d", "Dropout3d", "AlphaDropout", "FeatureAlphaDropout")
_NORMALIZATION = (
    "GroupNorm", "RMSNorm", "LocalResponseNorm", "InstanceNorm1d", "InstanceNorm2d",
    "InstanceNorm3d", "LazyInstanceNorm1d", "LazyInstanceNorm2d", "LazyInstanceNorm3d",
)
_FOLD = ("Fold", "Unfold")
_RNN = ("RNNBase", "RNN", "LSTM", "GRU", "RNNCellBase", "RNNCell", "LSTMCell", "GRUCell")
_ATTENTION = ("MultiheadAttention",)
_TRANSFORMER = (
    "Transformer", "TransformerEncoder", "TransformerDecoder", "TransformerEncoderLayer",
    "TransformerDecoderLayer",
)
_SPARSE = ("EmbeddingBag",)
_CHANNELSHUFFLE = ("ChannelShuffle",)
_ADAPTIVE = ("AdaptiveLogSoftmaxWithLoss",)


def _bind(names, module):
    # Binds each class as a global of torch.nn, so later lookups are plain.
    import torch.nn as nn

    for n in names:
        setattr(nn, n, getattr(module, n))


def _lazy_file(name):
    # The file of torch/nn/modules that defines `name`, with the names it binds, or None.
    if name in _CONTAINERS:
        import torch.nn.modules.container as m
        return m, _CONTAINERS
    if name in _FLATTEN:
        import torch.nn.modules.flatten as m
        return m, _FLATTEN
    if name in _ACTIVATIONS:
        import torch.nn.modules.activation as m
        return m, _ACTIVATIONS
    if name in _LOSSES:
        import torch.nn.modules.loss as m
        return m, _LOSSES
    if name in _CONV:
        import torch.nn.modules.conv as m
        return m, _CONV
    if name in _POOLING:
        import torch.nn.modules.pooling as m
        return m, _POOLING
    if name in _BATCHNORM:
        import torch.nn.modules.batchnorm as m
        return m, _BATCHNORM
    if name in _PADDING:
        import torch.nn.modules.padding as m
        return m, _PADDING
    if name in _LINEAR:
        import torch.nn.modules.linear as m
        return m, _LINEAR
    if name in _UPSAMPLING:
        import torch.nn.modules.upsampling as m
        return m, _UPSAMPLING
    if name in _DROPOUT:
        import torch.nn.modules.dropout as m
        return m, _DROPOUT
    if name in _NORMALIZATION:
        import torch.nn.modules.normalization as m
        return m, _NORMALIZATION
    if name in _FOLD:
        import torch.nn.modules.fold as m
        return m, _FOLD
    if name in _RNN:
        import torch.nn.modules.rnn as m
        return m, _RNN
    if name in _ATTENTION:
        import torch.nn.modules.attention as m
        return m, _ATTENTION
    if name in _TRANSFORMER:
        import torch.nn.modules.transformer as m
        return m, _TRANSFORMER
    if name in _SPARSE:
        import torch.nn.modules.sparse as m
        return m, _SPARSE
    if name in _CHANNELSHUFFLE:
        import torch.nn.modules.channelshuffle as m
        return m, _CHANNELSHUFFLE
    if name in _ADAPTIVE:
        import torch.nn.modules.adaptive as m
        return m, _ADAPTIVE
    if name == "Buffer":
        import torch.nn._buffer as m
        return m, ("Buffer",)
    if name == "DataParallel":
        import torch.nn._data_parallel as m
        return m, ("DataParallel",)
    return None


def _subclass_base(name):
    # `class LoRA(nn.Linear)`: the Python equivalent of a native module, as the base tuple its
    # `__mro_entries__` gives (torch/nn/_native_twins.py).
    import torch.nn._native_twins as twins

    return (getattr(twins, name),)


def _twin(name, *args, **kwargs):
    # A native module made in a dtype other than float32 (`nn.Linear(3, 4, dtype=torch.float64)`,
    # or after `torch.set_default_dtype(torch.float64)`): its Python equivalent, which draws and
    # computes in that dtype as PyTorch does.
    import torch.nn._native_twins as twins

    made = twins
    for part in name.split("."):  # ("Embedding.from_pretrained")
        made = getattr(made, part)
    return made(*args, **kwargs)


def _embedding_max_norm(input, weight, padding_idx=None, max_norm=None, norm_type=2.0):
    # F.embedding(..., max_norm=m): each row the lookup reads whose norm exceeds m is first
    # rescaled in place to norm m (PyTorch's embedding_renorm_, outside autograd), then looked up.
    import torch

    with torch.no_grad():
        rows = torch.unique(input.reshape(-1))
        picked = weight.index_select(0, rows)
        # (PyTorch's scale is a double, max_norm / (norm + 1e-7), rounded to the row's dtype.)
        norms = picked.norm(p=norm_type, dim=1, keepdim=True).double()
        scale = torch.where(norms > max_norm, max_norm / (norms + 1e-7), torch.ones_like(norms))
        weight.index_copy_(0, rows, picked * scale.to(picked.dtype))
    import torch.nn.functional as F

    return F.embedding(input, weight, padding_idx)


def __getattr__(name):
    if name == "utils":
        import torch.nn.utils as utils

        return utils
    if name == "modules":
        import torch.nn.modules as modules

        return modules
    if name in ("attention", "parameter", "grad"):
        import importlib

        return importlib.import_module("torch.nn." + name)
    found = _lazy_file(name)
    if found is None:
        import torch

        torch._missing_attribute("torch.nn", name)
    module, names = found
    _bind(names, module)
    return getattr(module, name)


# torch.nn.functional is native; its Python part (functional.py: the composed activations and
# losses) runs on the first name the native module lacks, as this hook imports it.
def _functional_getattr(name):
    import torch.nn.functional as _f

    if _f.__getattr__ is _functional_getattr:
        import torch

        torch._missing_attribute("torch.nn.functional", name)
    return getattr(_f, name)


functional.__getattr__ = _functional_getattr


# torch.nn.parallel is native (DistributedDataParallel); DataParallel is Python
# (torch/nn/_data_parallel.py), bound there on first use as on torch.nn.
def _parallel_getattr(name):
    if name == "DataParallel":
        import torch.nn as nn
        import torch.nn.parallel as p

        p.DataParallel = nn.DataParallel
        return p.DataParallel
    import torch

    torch._missing_attribute("torch.nn.parallel", name)


parallel.__getattr__ = _parallel_getattr


# torch.nn.init is native too (the exact reset_parameters draws); its Python part (init.py)
# runs on the first name the native module lacks, as for functional.
def _init_getattr(name):
    import torch.nn.init as _i

    if _i.__getattr__ is _init_getattr:
        import torch

        torch._missing_attribute("torch.nn.init", name)
    return getattr(_i, name)


init.__getattr__ = _init_getattr


# calculate_gain in Python, over the native one: PyTorch returns the int 1 for the linear
# nonlinearities and sigmoid (printed as 1, not 1.0).
_INIT_UNIT_GAIN = ("linear", "conv1d", "conv2d", "conv3d", "conv_transpose1d", "conv_transpose2d",
              "conv_transpose3d", "sigmoid")


def _calculate_gain(nonlinearity, param=None):
    """The recommended gain of a nonlinearity, of PyTorch's Python types: the int 1 for the linear
    ones and sigmoid, floats for the others."""
    import math

    if nonlinearity in _INIT_UNIT_GAIN:
        return 1
    if nonlinearity == "tanh":
        return 5.0 / 3
    if nonlinearity == "relu":
        return math.sqrt(2.0)
    if nonlinearity == "leaky_relu":
        if param is None:
            slope = 0.01
        elif isinstance(param, (int, float)) and not isinstance(param, bool):
            slope = param
        else:
            raise ValueError(f"negative_slope {param} not a valid number")
        return math.sqrt(2.0 / (1 + slope ** 2))
    if nonlinearity == "selu":
        return 3.0 / 4
    raise ValueError(f"Unsupported nonlinearity {nonlinearity}")


init.calculate_gain = _calculate_gain


# nll_loss and cross_entropy are Python (functional.py, over the native (N, C) kernels, kept as
# _native_*); until that file runs, stubs that run it stand in.
def _python_loss(name):
    def stub(*args, **kwargs):
        import torch.nn.functional as f

        return getattr(f, name)(*args, **kwargs)

    return stub


for _n in ("nll_loss", "cross_entropy", "binary_cross_entropy_with_logits"):
    setattr(functional, "_native_" + _n, getattr(functional, _n))
    setattr(functional, _n, _python_loss(_n))
del _n


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
    # A parametrized module prints as PyTorch's Parametrized<Name> (torch/nn/utils/parametrize.py).
    main_str = (getattr(self, "_parametrized_name", None) or type(self).__name__) + "("
    if lines:
        if len(extra_lines) == 1 and not child_lines:
            main_str += extra_lines[0]
        else:
            main_str += "\n  " + "\n  ".join(lines) + "\n"
    return main_str + ")"


Module.extra_repr = _module_extra_repr
Module.__repr__ = _module_repr


def _typename(obj):
    # torch.typename's spelling: a class's qualified name, prefixed by its module unless builtin.
    t = type(obj)
    module = getattr(t, "__module__", "")
    return t.__qualname__ if module in ("", "builtins") else f"{module}.{t.__qualname__}"


# Module.register_buffer: the tensor becomes an attribute and its name is kept, in order, in
# `_buffer_names`, which the native state_dict, load_state_dict and to() read
# (core/torch/src/nn/user.rs). A None buffer is kept by name and left out of state_dict.
def _module_register_buffer(self, name, tensor, persistent=True):
    if not isinstance(name, str):
        raise TypeError(f"buffer name should be a string. Got {_typename(name)}")
    if "." in name:
        raise KeyError('buffer name can\'t contain "."')
    if name == "":
        raise KeyError('buffer name can\'t be empty string ""')
    # getattr, not self.__dict__: asking for an object's __dict__ moves its attributes into a dict,
    # off the VM's fast attribute path.
    names = getattr(self, "_buffer_names", None)
    if hasattr(self, name) and (names is None or name not in names):
        # A submodule, parameter, method or plain attribute of that name.
        raise KeyError(f"attribute '{name}' already exists")
    if tensor is not None and not isinstance(tensor, torch.Tensor):
        raise TypeError(f"cannot assign '{_typename(tensor)}' object to buffer '{name}' "
                        "(torch Tensor or None required)")
    if names is None:
        names = []
        self._buffer_names = names
    if name not in names:
        names.append(name)
    # A non-persistent buffer is a buffer (buffers(), to()) left out of state_dict: its name is
    # kept in `_non_persistent_buffers` too, which state_dict and load_state_dict read once the
    # first one exists (_non_persistent_install), so modules without any keep the native path.
    skip = getattr(self, "_non_persistent_buffers", None)
    if not persistent:
        if skip is None:
            skip = []
            self._non_persistent_buffers = skip
        if name not in skip:
            skip.append(name)
        _non_persistent_install()
    elif skip is not None and name in skip:
        skip.remove(name)
    setattr(self, name, tensor)


Module.register_buffer = _module_register_buffer


# PyTorch's Module.__setattr__ checks (a module keeps its parameters and children as ordinary
# attributes here, so the store itself is object's): a Parameter or module assigned before
# Module.__init__ ran, and a value that is not one assigned over a registered parameter, child
# module or buffer, raise PyTorch's errors rather than silently unregister it. None is allowed.
def _module_setattr(self, name, value):
    if isinstance(value, Parameter):
        if _own_attr(self, "training", None) is None:
            raise AttributeError("cannot assign parameters before Module.__init__() call")
    elif isinstance(value, Module):
        if _own_attr(self, "training", None) is None:
            raise AttributeError("cannot assign module before Module.__init__() call")
    elif value is not None:
        old = _own_attr(self, name, None)
        if old is not None:
            if isinstance(old, Parameter):
                raise TypeError(f"cannot assign '{torch.typename(value)}' as parameter '{name}' "
                                "(torch.nn.Parameter or None expected)")
            if isinstance(old, Module):
                raise TypeError(f"cannot assign '{torch.typename(value)}' as child module '{name}' "
                                "(torch.nn.Module or None expected)")
        names = _own_attr(self, "_buffer_names", None)
        if names and name in names and not isinstance(value, torch.Tensor):
            raise TypeError(f"cannot assign '{torch.typename(value)}' as buffer '{name}' "
                            "(torch.nn.Buffer, torch.Tensor or None expected)")
    object.__setattr__(self, name, value)


_own_attr = _torch_nn.own_attr
Module.__setattr__ = _module_setattr


def _non_persistent_keys(module):
    # state_dict key -> tensor of each non-persistent buffer under `module`.
    keys = {}
    for path, m in module.named_modules():
        for n in getattr(m, "_non_persistent_buffers", None) or ():
            t = getattr(m, n, None)
            if t is not None:
                keys[path + "." + n if path else n] = t
    return keys


def _non_persistent_state_dict(self, *args, **kwargs):
    d = _native_state_dict(self, *args, **kwargs)
    for k in _non_persistent_keys(self):
        d.pop(k, None)
    return d


_native_state_dict = Module.state_dict
_non_persistent_on = []


def _non_persistent_install():
    if not _non_persistent_on:
        _non_persistent_on.append(True)


def _load_with_non_persistent(self, state_dict, strict):
    # The non-persistent buffers are loaded from themselves (so none is missing); an entry for
    # one in `state_dict` is unexpected, as in PyTorch.
    skip = _non_persistent_keys(self)
    if not skip:
        return self._load_state_dict(state_dict, strict)
    order = list(state_dict.keys())
    extra = [k for k in order if k in skip]
    sd = {k: v for k, v in state_dict.items() if k not in skip}
    sd.update(skip)
    if not extra:
        return self._load_state_dict(sd, strict)
    missing, unexpected = self._load_state_dict(sd, False)
    unexpected = sorted(list(unexpected) + extra,
                        key=lambda k: order.index(k) if k in order else len(order))
    if strict and (missing or unexpected):
        msgs = []
        if missing:
            msgs.append("Missing key(s) in state_dict: "
                        + ", ".join('"' + k + '"' for k in missing) + ". ")
        if unexpected:
            msgs.append("Unexpected key(s) in state_dict: "
                        + ", ".join('"' + k + '"' for k in unexpected) + ". ")
        raise RuntimeError("Error(s) in loading state_dict for " + type(self).__name__ + ":\n\t"
                           + "\n\t".join(msgs))
    return missing, unexpected


def _module_register_parameter(self, name, param):
    # PyTorch's checks, then the parameter is an attribute (which registers it) or None.
    import torch

    if not isinstance(name, str):
        raise TypeError("parameter name should be a string. Got " + torch.typename(name))
    if "." in name:
        raise KeyError('parameter name can\'t contain "."')
    if name == "":
        raise KeyError('parameter name can\'t be empty string ""')
    if param is not None and not isinstance(param, torch.nn.Parameter):
        raise TypeError("cannot assign '" + torch.typename(param) + "' object to parameter '"
                        + name + "' (torch.nn.Parameter or None required)")
    if param is not None and param.grad_fn is not None:
        raise ValueError(
            "Cannot assign non-leaf Tensor to parameter '" + name + "'. Model parameters must "
            "be created explicitly. To express '" + name + "' as a function of another Tensor, "
            "compute the value in the forward() method.")
    setattr(self, name, param)


def _module_cast(dtype_name):
    def cast(self):
        import torch

        # _module_to, not self.to: a native module's own to() would ignore the dtype
        return _module_to(self, getattr(torch, dtype_name))

    return cast


_native_module_to = Module._native_to


def _module_to(self, *args, **kwargs):
    # The native _native_to() moves parameters between devices; a cast of floating parameters
    # to another dtype (model.double(), model.to(torch.float64)) is done here, as PyTorch's
    # Module._apply does it: `param.data = param.data.to(dtype)` keeps each Parameter object
    # (an optimizer built before the cast still updates the model's weights), its .grad is
    # cast the same way, and a Parameter shared by several modules (tied weights) is cast once.
    import torch

    kwargs = dict(kwargs)
    dtype = kwargs.pop("dtype", None)
    device_args = []
    for a in args:
        if isinstance(a, type(torch.float32)):
            dtype = a
        elif isinstance(a, torch.Tensor):
            dtype = a.dtype
            device_args.append(a.device)
        else:
            device_args.append(a)
    if dtype is not None:
        if not (dtype.is_floating_point or dtype.is_complex):
            raise TypeError("nn.Module.to only accepts floating point or complex dtypes, but got desired dtype="
                            + str(dtype))
        _module_cast_floating(self, dtype)
    fmt = kwargs.pop("memory_format", None)
    if fmt is not None and fmt not in (torch.contiguous_format, torch.preserve_format):
        # (PyTorch relays out the 4-d and 5-d parameters and buffers; a Parameter's layout is
        # fixed here, so this is refused rather than ignored.)
        if any(t.dim() in (4, 5) for t in list(self.parameters()) + list(self.buffers())):
            raise NotImplementedError("nn.Module.to(memory_format=" + repr(fmt) + ") is not "
                                      "supported in the playground yet")
    if not device_args and "device" not in kwargs:
        return self
    return _native_module_to(self, *device_args, **kwargs)


def _module_cast_floating(self, dtype):
    for mod in self.modules():
        for name, p in list(mod.named_parameters(recurse=False)):
            if p is None or not p.is_floating_point() or p.dtype == dtype:
                continue
            with _no_grad():
                p.data = p.data.to(dtype)
                if p.grad is not None:
                    p.grad = p.grad.to(dtype)
        for name, b in list(mod.named_buffers(recurse=False)):
            if b is not None and b.is_floating_point() and b.dtype != dtype:
                setattr(mod, name, b.to(dtype))


def _no_grad():
    import torch

    return torch.no_grad()


Module.to = _module_to
Module.register_parameter = _module_register_parameter
Module.double = _module_cast("float64")
Module.half = _module_cast("float16")
Module.bfloat16 = _module_cast("bfloat16")
Module.float = _module_cast("float32")


# More of PyTorch's Module methods, over what every module has natively (children,
# named_parameters, named_buffers, setattr); they reach native modules (Linear, ...) too.
def _module_apply(self, fn):
    for child in self.children():
        child.apply(fn)
    fn(self)
    return self


def _module_requires_grad_(self, requires_grad=True):
    for p in self.parameters():
        p.requires_grad_(requires_grad)
    return self


def _module_get_submodule(self, target):
    if target == "":
        return self
    mod = self
    for item in target.split("."):
        names = [n for n, _ in mod.named_children()]
        if item not in names:
            raise AttributeError(type(mod).__name__ + " has no attribute `" + item + "`")
        mod = getattr(mod, item)
    return mod


def _module_get_parameter(self, target):
    module_path, _, name = target.rpartition(".")
    mod = self.get_submodule(module_path)
    for n, p in mod.named_parameters(recurse=False):
        if n == name:
            return p
    raise AttributeError(type(mod).__name__ + " has no attribute `" + name + "`")


def _module_get_buffer(self, target):
    module_path, _, name = target.rpartition(".")
    mod = self.get_submodule(module_path)
    for n, b in mod.named_buffers(recurse=False):
        if n == name:
            return b
    raise AttributeError(type(mod).__name__ + " has no attribute `" + name + "`")


def _module_add_module(self, name, module):
    import torch

    if module is not None and not isinstance(module, Module):
        raise TypeError(torch.typename(module) + " is not a Module subclass")
    if not isinstance(name, str):
        raise TypeError("module name should be a string. Got " + torch.typename(name))
    if "." in name:
        raise KeyError('module name can\'t contain ".", got: ' + name)
    if name == "":
        raise KeyError('module name can\'t be empty string ""')
    setattr(self, name, module)


def _module_deepcopy(self, memo):
    # copy.deepcopy(module): a native module (Linear, ReLU, ...) is rebuilt from its spec with
    # its parameters deep-copied (through memo, so tied weights stay tied); any other module is
    # copied as any object is. Its hooks come along (PyTorch deep-copies the hook dicts).
    import copy

    from torch.nn._hooks import copy_hooks

    native = _torch_nn.native_spec(self)
    if native is None:
        return copy_hooks(self, copy._deepcopy_object(self, memo))
    spec, training = native
    params = [(n, copy.deepcopy(p, memo)) for n, p in self.named_parameters(recurse=False)]
    return copy_hooks(self, _torch_nn.native_rebuild(spec, params, training))


Module.__deepcopy__ = _module_deepcopy


def _module_train(self, mode=True):
    # PyTorch's: each child through its own train() (a subclass's override runs for eval() too)
    if not isinstance(mode, bool):
        raise ValueError("training mode is expected to be boolean")
    self.training = mode
    for module in self.children():
        module.train(mode)
    return self


def _module_eval(self):
    return self.train(False)


Module.train = _module_train
Module.eval = _module_eval
Module.apply = _module_apply
Module.requires_grad_ = _module_requires_grad_
Module.get_submodule = _module_get_submodule
Module.get_parameter = _module_get_parameter
Module.get_buffer = _module_get_buffer
Module.add_module = _module_add_module
Module.register_module = _module_add_module


# Hooks (torch/nn/_hooks.py, loaded at the first registration).
def _hook_register(kind):
    # PyTorch's signatures: forward pre-hooks take prepend/with_kwargs, forward hooks also
    # always_call, the full backward ones prepend only.
    if kind == "post":
        def register(self, hook, *, prepend=False, with_kwargs=False, always_call=False):
            from torch.nn._hooks import hooks_of

            return hooks_of(self).add(kind, hook, prepend, with_kwargs, always_call)
    elif kind == "pre":
        def register(self, hook, *, prepend=False, with_kwargs=False):
            from torch.nn._hooks import hooks_of

            return hooks_of(self).add(kind, hook, prepend, with_kwargs)
    else:
        def register(self, hook, prepend=False):
            from torch.nn._hooks import hooks_of

            return hooks_of(self).add(kind, hook, prepend)

    return register


Module.register_forward_pre_hook = _hook_register("pre")
Module.register_forward_hook = _hook_register("post")
Module.register_full_backward_pre_hook = _hook_register("bw_pre")
Module.register_full_backward_hook = _hook_register("bw")


def _hook_dict(kind):
    # Module._forward_hooks and its kin, as PyTorch keeps them: handle id -> hook, in call order
    # (empty for a module that never had one).
    def get(self):
        from torch.nn._hooks import _RUNNERS

        runner = _RUNNERS.get(id(self))
        if runner is None or runner.module is not self:
            from collections import OrderedDict

            return OrderedDict()
        return getattr(runner, kind)

    return property(get)


Module._forward_pre_hooks = _hook_dict("pre")
Module._forward_hooks = _hook_dict("post")
Module._backward_pre_hooks = _hook_dict("bw_pre")
Module._backward_hooks = _hook_dict("bw")


class _IncompatibleKeys(tuple):
    # PyTorch's namedtuple (missing_keys, unexpected_keys), printed as PyTorch prints it.
    def __new__(cls, missing_keys, unexpected_keys):
        return tuple.__new__(cls, (missing_keys, unexpected_keys))

    missing_keys = property(lambda self: self[0])
    unexpected_keys = property(lambda self: self[1])

    def __repr__(self):
        if not self[0] and not self[1]:
            return "<All keys matched successfully>"
        return ("_IncompatibleKeys(missing_keys=" + repr(self[0]) + ", unexpected_keys=" +
                repr(self[1]) + ")")

    __str__ = __repr__


def _module_load_state_dict(self, state_dict, strict=True, assign=False):
    keys = _module_load_state_dict_copy(self, state_dict, strict)
    if assign:
        _assign_from_state_dict(self, state_dict)
    return keys


def _assign_from_state_dict(self, state_dict):
    # load_state_dict(assign=True), after the checked load: each parameter and buffer that the
    # dict holds becomes the dict's tensor itself (a plain tensor in a Parameter that keeps the
    # module parameter's requires_grad), as PyTorch's _load_from_state_dict assigns them.
    import torch

    for prefix, mod in list(self.named_modules()):
        head = prefix + "." if prefix else ""
        for name, p in list(mod.named_parameters(recurse=False)):
            t = state_dict.get(head + name)
            if p is None or not isinstance(t, torch.Tensor):
                continue
            if isinstance(t, Parameter):
                t.requires_grad_(p.requires_grad)
            else:
                t = Parameter(t, requires_grad=p.requires_grad)
            setattr(mod, name, t)
        for name, b in list(mod.named_buffers(recurse=False)):
            t = state_dict.get(head + name)
            if b is not None and isinstance(t, torch.Tensor):
                setattr(mod, name, t)


def _module_load_state_dict_copy(self, state_dict, strict):
    from collections.abc import Mapping

    if not isinstance(state_dict, Mapping):
        raise TypeError("Expected state_dict to be dict-like, got " + str(type(state_dict)) + ".")
    metadata = getattr(state_dict, "_metadata", None)
    if type(state_dict) is not dict:
        state_dict = dict(state_dict)  # an OrderedDict (state_dict's own type), as a plain dict
    state_dict = _with_num_batches_tracked(self, state_dict, metadata)
    from torch.nn._module_methods import _hooked_modules

    hooked = _hooked_modules(self, "", "_load_state_dict_pre_hooks", "_load_state_dict_post_hooks")
    if hooked:
        return _load_with_hooks(self, state_dict, strict, hooked, metadata)
    return _load_state_dict_checked(self, state_dict, strict)


def _with_num_batches_tracked(self, state_dict, metadata=None):
    # PyTorch's _NormBase._load_from_state_dict: a dict that lacks a norm layer's
    # num_batches_tracked and whose version metadata for the layer (state_dict()'s _metadata;
    # none in a dict built, filtered or renamed by hand) is absent or below 2 loads the layer's
    # own count, so the key is not reported missing.
    import torch

    added = None
    for prefix, m in self.named_modules():
        version = None
        if metadata is not None:
            version = metadata.get(prefix, {}).get("version")
        if version is not None and version >= 2:
            continue
        count = getattr(m, "num_batches_tracked", None)
        if getattr(m, "track_running_stats", False) is True and isinstance(count, torch.Tensor):
            key = prefix + ".num_batches_tracked" if prefix else "num_batches_tracked"
            if key not in state_dict:
                if added is None:
                    added = dict(state_dict)
                added[key] = count
    return state_dict if added is None else added


def _load_with_hooks(self, state_dict, strict, hooked, metadata=None):
    # The pre-hooks see (and may edit) a copy of the dict; the load itself is non-strict so that
    # the post-hooks can drop keys from the incompatible lists before strict judges them. Their
    # local_metadata is the dict's _metadata entry for the module ({} without one).
    state_dict = dict(state_dict)
    missing, unexpected, errors = [], [], []
    for m, p in hooked:
        local = {} if metadata is None else metadata.get(p[:-1], {})
        for hook in list(getattr(m, "_load_state_dict_pre_hooks", {}).values()):
            hook(m, state_dict, p, local, strict, missing, unexpected, errors)
    keys = _load_state_dict_checked(self, state_dict, False)
    keys = _IncompatibleKeys(missing + list(keys.missing_keys), unexpected + list(keys.unexpected_keys))
    for m, p in hooked:
        for hook in list(getattr(m, "_load_state_dict_post_hooks", {}).values()):
            if hook(m, keys) is not None:
                raise RuntimeError("load_state_dict post-hook must return None")
    if strict:
        if keys.unexpected_keys:
            errors.insert(0, "Unexpected key(s) in state_dict: " +
                          ", ".join('"' + k + '"' for k in keys.unexpected_keys) + ". ")
        if keys.missing_keys:
            errors.insert(0, "Missing key(s) in state_dict: " +
                          ", ".join('"' + k + '"' for k in keys.missing_keys) + ". ")
    if errors:
        raise RuntimeError("Error(s) in loading state_dict for " + type(self).__name__ + ":\n\t" +
                           "\n\t".join(errors))
    return keys


def _load_state_dict_checked(self, state_dict, strict):
    try:
        if _non_persistent_on:
            return _IncompatibleKeys(*_load_with_non_persistent(self, state_dict, strict))
        return _IncompatibleKeys(*self._load_state_dict(state_dict, strict))
    except RuntimeError as e:
        # PyTorch lists the missing keys first, then the unexpected ones, then the rest
        lines = str(e).split("\n\t")
        if len(lines) < 3 or not lines[0].startswith("Error(s) in loading state_dict for "):
            raise
        first = [m for m in lines[1:] if m.startswith("Missing key(s)")]
        second = [m for m in lines[1:] if m.startswith("Unexpected key(s)")]
        rest = [m for m in lines[1:] if m not in first and m not in second]
        raise RuntimeError("\n\t".join([lines[0]] + first + second + rest)) from None


Module.load_state_dict = _module_load_state_dict


import torch.nn._module_methods  # noqa: E402,F401  (installs them)
