"""torch.nn.utils.parametrize, as PyTorch's: register_parametrization moves the tensor into
`module.parametrizations[name].original` (a ParametrizationList, the parametrizations as its
children) and `module.name` is computed from it on every access (or once inside `cached()`).

Two differences the playground's objects force, neither visible in values, state_dict keys or
print(module):
- PyTorch swaps the module's class for a subclass `Parametrized<Name>` holding a property per
  tensor; a class cannot be assigned here, so the module keeps its class, prints as
  `Parametrized<Name>` (type(module).__name__ stays `<Name>`), and the tensor is found by a
  `Module.__getattr__` installed when this file loads (only looked up for names a module lacks);
  `module.name = value` goes through right_inverse by a `Module.__setattr__` installed with it.
- A native module (Linear, Embedding, LayerNorm) is replaced by its Python stand-in (see
  torch/nn/utils/_native.py), which register_parametrization returns.
"""
import contextlib

import torch
from torch import Tensor
from torch.nn import Module, Parameter
from torch.nn.modules.container import ModuleDict, ModuleList
from torch.nn.utils._native import python_module

__all__ = [
    "cached", "ParametrizationList", "register_parametrization", "is_parametrized",
    "remove_parametrizations", "type_before_parametrizations",
    "transfer_parametrizations_and_params",
]

_cache_enabled = [0]
_cache = {}


@contextlib.contextmanager
def cached():
    """Inside the block each parametrized tensor is computed once, at its first use."""
    _cache_enabled[0] += 1
    try:
        yield
    finally:
        _cache_enabled[0] -= 1
        if not _cache_enabled[0]:
            _cache.clear()


def _register_parameter_or_buffer(module, name, X):
    if isinstance(X, Parameter):
        module.register_parameter(name, X)
    else:
        module.register_buffer(name, X)


def _maybe_set(dest, src):
    # PyTorch's dest.set_(src): the tensor object stays (an optimizer holding it sees the new
    # values); here the values are copied, so the shapes must agree.
    if tuple(dest.shape) != tuple(src.shape):
        raise NotImplementedError(
            "a right_inverse that changes the tensor's shape is not supported in the "
            "playground yet (Tensor.set_)")
    dest.copy_(src)


def _is_sequence(x):
    return isinstance(x, (list, tuple))


class ParametrizationList(ModuleList):
    """The parametrizations of one tensor, applied in order to `original` (or to `original0`,
    `original1`, ... when the first right_inverse returns several tensors)."""

    def __init__(self, modules, original, unsafe=False):
        if len(modules) == 0:
            raise ValueError("ParametrizationList requires one or more modules.")
        super().__init__(modules)
        self.unsafe = unsafe
        original_shape = original.shape
        original_dtype = original.dtype
        with torch.no_grad():
            new = original
            for module in reversed(list(self)):
                if hasattr(module, "right_inverse"):
                    try:
                        new = module.right_inverse(new)
                    except NotImplementedError:
                        pass
        if not isinstance(new, Tensor) and not _is_sequence(new):
            raise ValueError("'right_inverse' must return a Tensor or a Sequence of tensors "
                             "(list, tuple...). Got " + type(new).__name__)
        self.is_tensor = isinstance(new, Tensor)
        self.ntensors = 1 if self.is_tensor else len(new)
        if self.is_tensor:
            if original.dtype != new.dtype:
                raise ValueError(
                    "When `right_inverse` outputs one tensor, it may not change the dtype.\n"
                    "original.dtype: " + str(original.dtype) + "\n"
                    "right_inverse(original).dtype: " + str(new.dtype))
            if original.device != new.device:
                raise ValueError(
                    "When `right_inverse` outputs one tensor, it may not change the device.\n"
                    "original.device: " + str(original.device) + "\n"
                    "right_inverse(original).device: " + str(new.device))
            if new is not original:
                with torch.no_grad():
                    _maybe_set(original, new)
            _register_parameter_or_buffer(self, "original", original)
        else:
            for i, originali in enumerate(new):
                if not isinstance(originali, Tensor):
                    raise ValueError(
                        "'right_inverse' must return a Tensor or a Sequence of tensors (list, "
                        "tuple...). Got element " + str(i) + " of the sequence with type "
                        + type(originali).__name__ + ".")
                if isinstance(original, Parameter):
                    originali = Parameter(originali.detach(), original.requires_grad)
                else:
                    originali = originali.detach().requires_grad_(original.requires_grad)
                _register_parameter_or_buffer(self, "original" + str(i), originali)
        if not self.unsafe:
            Z = self()
            if not isinstance(Z, Tensor):
                raise ValueError("A parametrization must return a tensor. Got "
                                 + type(Z).__name__ + ".")
            if Z.dtype != original_dtype:
                raise ValueError(
                    "Registering a parametrization may not change the dtype of the tensor, "
                    "unless `unsafe` flag is enabled.\nunparametrized dtype: "
                    + str(original_dtype) + "\nparametrized dtype: " + str(Z.dtype))
            if Z.shape != original_shape:
                raise ValueError(
                    "Registering a parametrization may not change the shape of the tensor, "
                    "unless `unsafe` flag is enabled.\nunparametrized shape: "
                    + str(original_shape) + "\nparametrized shape: " + str(Z.shape))

    def right_inverse(self, value):
        """Sets the originals so the parametrized tensor is `value`."""
        with torch.no_grad():
            for module in reversed(list(self)):
                if hasattr(module, "right_inverse"):
                    value = module.right_inverse(value)
                else:
                    raise RuntimeError("parametrization " + type(module).__name__
                                       + " does not implement right_inverse.")
            if self.is_tensor:
                if not isinstance(value, Tensor):
                    raise ValueError("`right_inverse` should return a tensor. Got "
                                     + type(value).__name__)
                if value.dtype != self.original.dtype:
                    raise ValueError("The tensor returned by `right_inverse` has dtype "
                                     + str(value.dtype) + " while `original` has dtype "
                                     + str(self.original.dtype))
                _maybe_set(self.original, value)
            else:
                if not _is_sequence(value):
                    raise ValueError("'right_inverse' must return a sequence of tensors. Got "
                                     + type(value).__name__ + ".")
                if len(value) != self.ntensors:
                    raise ValueError("'right_inverse' must return a sequence of tensors of "
                                     "length " + str(self.ntensors) + ". Got a sequence of "
                                     "length " + str(len(value)) + ".")
                for i, tensor in enumerate(value):
                    original_i = getattr(self, "original" + str(i))
                    if original_i.dtype != tensor.dtype:
                        raise ValueError("Tensor " + str(i) + " returned by `right_inverse` has "
                                         "dtype " + str(tensor.dtype) + " while `original"
                                         + str(i) + "` has dtype " + str(original_i.dtype))
                    _maybe_set(original_i, tensor)

    def forward(self):
        if self.is_tensor:
            x = self[0](self.original)
        else:
            originals = [getattr(self, "original" + str(i)) for i in range(self.ntensors)]
            x = self[0](*originals)
        for i in range(1, len(self)):
            x = self[i](x)
        return x


def _parametrized_value(module, tensor_name, plist):
    if _cache_enabled[0]:
        key = (id(module), tensor_name)
        tensor = _cache.get(key)
        if tensor is None:
            tensor = plist()
            _cache[key] = tensor
        return tensor
    return plist()


def _module_getattr(self, name):
    # Module.__getattr__ (looked up only for a name the module lacks): a parametrized tensor.
    cls_name = type(self).__name__
    if name not in ("parametrizations", "_parametrized_name") and not name.startswith("__"):
        try:
            plists = self.parametrizations
        except AttributeError:
            plists = None
        if isinstance(plists, ModuleDict):
            if name in plists:
                return _parametrized_value(self, name, plists[name])
            cls_name = self._parametrized_name
    raise AttributeError("'" + cls_name + "' object has no attribute '" + name + "'")


Module.__getattr__ = _module_getattr

# The ids of the parametrized modules, so assignment to any other module stays a plain one.
_parametrized_ids = set()


def _module_setattr(self, name, value):
    # PyTorch's property setter: `module.weight = value` sets the originals by right_inverse.
    if id(self) in _parametrized_ids and name != "parametrizations":
        try:
            plists = self.parametrizations
        except AttributeError:
            plists = None
        if isinstance(plists, ModuleDict) and name in plists:
            plists[name].right_inverse(value)
            return
    object.__setattr__(self, name, value)


Module.__setattr__ = _module_setattr


def _own_tensor(module, name):
    # Whether `name` is one of the module's own parameters or buffers.
    for n, _ in module.named_parameters(recurse=False):
        if n == name:
            return True
    for n in getattr(module, "_buffer_names", None) or []:
        if n == name:
            return True
    return False


def _delete_tensor(module, name):
    names = getattr(module, "_buffer_names", None)
    if names is not None and name in names:
        names.remove(name)
    delattr(module, name)


def register_parametrization(module, tensor_name, parametrization, *, unsafe=False):
    """Registers `parametrization` on `module.tensor_name` (chained after any already there);
    returns the module."""
    module = python_module(module)
    parametrization.train(module.training)
    if is_parametrized(module, tensor_name):
        if not unsafe:
            Y = getattr(module, tensor_name)
            X = parametrization(Y)
            if not isinstance(X, Tensor):
                raise ValueError("A parametrization must return a tensor. Got "
                                 + type(X).__name__ + ".")
            if X.dtype != Y.dtype:
                raise ValueError(
                    "Registering a parametrization may not change the dtype of the tensor, unless "
                    "the `unsafe` flag is enabled.\nmodule." + tensor_name + ".dtype: "
                    + str(Y.dtype) + "\nparametrization(module." + tensor_name + ").dtype: "
                    + str(X.dtype))
            if X.shape != Y.shape:
                raise ValueError(
                    "Registering a parametrization may not change the shape of the tensor, unless "
                    "the `unsafe` flag is enabled.\nmodule." + tensor_name + ".shape: "
                    + str(Y.shape) + "\nparametrization(module." + tensor_name + ").shape: "
                    + str(X.shape))
            if hasattr(parametrization, "right_inverse"):
                try:
                    Z = parametrization.right_inverse(X)
                except NotImplementedError:
                    pass
                else:
                    if not isinstance(Z, Tensor):
                        raise ValueError("parametrization.right_inverse must return a tensor. "
                                         "Got: " + type(Z).__name__)
                    if Z.dtype != Y.dtype:
                        raise ValueError(
                            "The tensor returned by parametrization.right_inverse must have the "
                            "same dtype as module." + tensor_name + ", unless the `unsafe` flag "
                            "is enabled.\nmodule." + tensor_name + ".dtype: " + str(Y.dtype)
                            + "\nreturned dtype: " + str(Z.dtype))
                    if Z.shape != Y.shape:
                        raise ValueError(
                            "The tensor returned by parametrization.right_inverse must have the "
                            "same shape as module." + tensor_name + ", unless the `unsafe` flag "
                            "is enabled.\nmodule." + tensor_name + ".shape: " + str(Y.shape)
                            + "\nreturned shape: " + str(Z.shape))
        plist = module.parametrizations[tensor_name]
        plist.append(parametrization)
        plist.unsafe = plist.unsafe or unsafe
    elif _own_tensor(module, tensor_name):
        original = getattr(module, tensor_name)
        parametrizations = ParametrizationList([parametrization], original, unsafe=unsafe)
        _delete_tensor(module, tensor_name)
        if not is_parametrized(module):
            module._parametrized_name = "Parametrized" + type(module).__name__
            module.parametrizations = ModuleDict()
            _parametrized_ids.add(id(module))
        module.parametrizations[tensor_name] = parametrizations
    else:
        raise ValueError("Module '" + str(module) + "' does not have a parameter, a buffer, or a "
                         "parametrized element with name '" + tensor_name + "'")
    return module


def is_parametrized(module, tensor_name=None):
    """Whether the module has a parametrization (on `tensor_name`, if given)."""
    try:
        parametrizations = module.parametrizations
    except AttributeError:
        return False
    if not isinstance(parametrizations, ModuleDict):
        return False
    if tensor_name is None:
        return len(parametrizations) > 0
    return tensor_name in parametrizations


def remove_parametrizations(module, tensor_name, leave_parametrized=True):
    """Removes the parametrizations on `tensor_name`: it becomes a plain parameter again, holding
    the parametrized value (leave_parametrized=True) or the original."""
    if not is_parametrized(module, tensor_name):
        raise ValueError("Module " + str(module) + " does not have a parametrization on "
                         + tensor_name)
    parametrizations = module.parametrizations[tensor_name]
    if parametrizations.is_tensor:
        original = parametrizations.original
        if leave_parametrized:
            with torch.no_grad():
                t = getattr(module, tensor_name)
                _maybe_set(original, t)
    elif leave_parametrized:
        t = getattr(module, tensor_name)
        original = Parameter(t.detach()) if t.requires_grad else t
    else:
        raise ValueError("Cannot leave unparametrized (`leave_parametrized=False`) a tensor that "
                         "is parametrized in terms of a sequence of tensors.")
    del module.parametrizations[tensor_name]
    _register_parameter_or_buffer(module, tensor_name, original)
    if not is_parametrized(module):
        delattr(module, "parametrizations")
        delattr(module, "_parametrized_name")
        _parametrized_ids.discard(id(module))
    return module


def type_before_parametrizations(module):
    """The module's class (a parametrized module keeps its class in the playground)."""
    return type(module)


def transfer_parametrizations_and_params(from_module, to_module, tensor_name=None):
    """Registers from_module's parametrizations on to_module, sharing the originals."""
    if is_parametrized(from_module):
        names = list(from_module.parametrizations.keys()) if tensor_name is None else [tensor_name]
        for parameter_name in names:
            if not hasattr(to_module, parameter_name):
                setattr(to_module, parameter_name,
                        Parameter(getattr(from_module, parameter_name).detach()))
            for param_func in from_module.parametrizations[parameter_name]:
                to_module = register_parametrization(to_module, parameter_name, param_func)
            src = from_module.parametrizations[parameter_name]
            dst = to_module.parametrizations[parameter_name]
            if src.is_tensor:
                dst.original = src.original
            else:
                for i in range(src.ntensors):
                    setattr(dst, "original" + str(i), getattr(src, "original" + str(i)))
    return to_module
