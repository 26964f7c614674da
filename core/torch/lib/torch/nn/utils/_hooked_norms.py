"""torch.nn.utils.weight_norm / remove_weight_norm and spectral_norm / remove_spectral_norm: the
older, hook-based forms (PyTorch's torch/nn/utils/weight_norm.py and spectral_norm.py), kept for
the programs that use them. `weight` becomes the parameters `weight_g` and `weight_v`
(weight_norm) or `weight_orig` with the buffers `weight_u` and `weight_v` (spectral_norm), and a
forward pre-hook recomputes the plain attribute `weight` before each call. PyTorch's FutureWarning
for weight_norm is left out (the playground has one output stream), as is spectral_norm's
state_dict version metadata (the playground's state_dict carries none).

A native module (Linear, Embedding, LayerNorm) is replaced by its Python stand-in
(torch/nn/utils/_native.py), which the functions return.
"""
import torch
import torch.nn.functional as F
from torch.nn import Parameter
from torch.nn.utils._native import python_module
from torch.nn.utils.parametrizations import _norm_except_dim, _weight_norm
from torch.nn.utils.prune import _delete_buffer, _pre_hooks


class WeightNorm:
    def __init__(self, name, dim):
        if dim is None:
            dim = -1
        self.name = name
        self.dim = dim

    def compute_weight(self, module):
        g = getattr(module, self.name + "_g")
        v = getattr(module, self.name + "_v")
        return _weight_norm(v, g, self.dim)

    @staticmethod
    def apply(module, name, dim):
        for hook in _pre_hooks(module).values():
            if isinstance(hook, WeightNorm) and hook.name == name:
                raise RuntimeError("Cannot register two weight_norm hooks on the same parameter "
                                   + name)
        if dim is None:
            dim = -1
        fn = WeightNorm(name, dim)
        weight = getattr(module, name)
        delattr(module, name)
        module.register_parameter(name + "_g", Parameter(_norm_except_dim(weight, dim).detach()))
        module.register_parameter(name + "_v", Parameter(weight.detach()))
        setattr(module, name, fn.compute_weight(module))
        module.register_forward_pre_hook(fn)
        return fn

    def remove(self, module):
        weight = self.compute_weight(module)
        delattr(module, self.name)
        delattr(module, self.name + "_g")
        delattr(module, self.name + "_v")
        setattr(module, self.name, Parameter(weight.detach()))

    def __call__(self, module, inputs):
        setattr(module, self.name, self.compute_weight(module))


def weight_norm(module, name="weight", dim=0):
    """Splits module.name into weight_g (magnitude) and weight_v (direction); returns the
    module."""
    module = python_module(module)
    WeightNorm.apply(module, name, dim)
    return module


def remove_weight_norm(module, name="weight"):
    hooks = _pre_hooks(module)
    for k, hook in list(hooks.items()):
        if isinstance(hook, WeightNorm) and hook.name == name:
            hook.remove(module)
            del hooks[k]
            return module
    raise ValueError("weight_norm of '" + name + "' not found in " + str(module))


class SpectralNorm:
    _version = 1

    def __init__(self, name="weight", n_power_iterations=1, dim=0, eps=1e-12):
        self.name = name
        self.dim = dim
        if n_power_iterations <= 0:
            raise ValueError("Expected n_power_iterations to be positive, but got "
                             "n_power_iterations=" + str(n_power_iterations))
        self.n_power_iterations = n_power_iterations
        self.eps = eps

    def reshape_weight_to_matrix(self, weight):
        weight_mat = weight
        if self.dim != 0:
            weight_mat = weight_mat.permute(
                self.dim, *[d for d in range(weight_mat.dim()) if d != self.dim])
        height = weight_mat.size(0)
        return weight_mat.reshape(height, -1)

    def compute_weight(self, module, do_power_iteration):
        weight = getattr(module, self.name + "_orig")
        u = getattr(module, self.name + "_u")
        v = getattr(module, self.name + "_v")
        weight_mat = self.reshape_weight_to_matrix(weight)
        if do_power_iteration:
            with torch.no_grad():
                wm = weight_mat.detach()
                for _ in range(self.n_power_iterations):
                    v.copy_(F.normalize(torch.mv(wm.t(), u), dim=0, eps=self.eps))
                    u.copy_(F.normalize(torch.mv(wm, v), dim=0, eps=self.eps))
                u = u.clone()
                v = v.clone()
        sigma = torch.dot(u, torch.mv(weight_mat, v))
        return weight / sigma

    def remove(self, module):
        with torch.no_grad():
            weight = self.compute_weight(module, do_power_iteration=False)
        delattr(module, self.name)
        _delete_buffer(module, self.name + "_u")
        _delete_buffer(module, self.name + "_v")
        delattr(module, self.name + "_orig")
        module.register_parameter(self.name, Parameter(weight.detach()))

    def __call__(self, module, inputs):
        setattr(module, self.name, self.compute_weight(module, do_power_iteration=module.training))

    @staticmethod
    def apply(module, name, n_power_iterations, dim, eps):
        for hook in _pre_hooks(module).values():
            if isinstance(hook, SpectralNorm) and hook.name == name:
                raise RuntimeError("Cannot register two spectral_norm hooks on the same "
                                   "parameter " + name)
        fn = SpectralNorm(name, n_power_iterations, dim, eps)
        weight = dict(module.named_parameters(recurse=False)).get(name)
        if weight is None:
            raise ValueError("`SpectralNorm` cannot be applied as parameter `" + name
                             + "` is None")
        with torch.no_grad():
            weight_mat = fn.reshape_weight_to_matrix(weight)
            h, w = weight_mat.size()
            u = F.normalize(weight.new_empty(h).normal_(0, 1), dim=0, eps=fn.eps)
            v = F.normalize(weight.new_empty(w).normal_(0, 1), dim=0, eps=fn.eps)
        delattr(module, fn.name)
        module.register_parameter(fn.name + "_orig", weight)
        setattr(module, fn.name, weight.detach())
        module.register_buffer(fn.name + "_u", u)
        module.register_buffer(fn.name + "_v", v)
        module.register_forward_pre_hook(fn)
        return fn


def spectral_norm(module, name="weight", n_power_iterations=1, eps=1e-12, dim=None):
    """Divides module.name by its spectral norm, estimated by power iteration before each call;
    returns the module."""
    module = python_module(module)
    if dim is None:
        nn = torch.nn
        if isinstance(module, (nn.ConvTranspose1d, nn.ConvTranspose2d, nn.ConvTranspose3d)):
            dim = 1
        else:
            dim = 0
    SpectralNorm.apply(module, name, n_power_iterations, dim, eps)
    return module


def remove_spectral_norm(module, name="weight"):
    hooks = _pre_hooks(module)
    for k, hook in list(hooks.items()):
        if isinstance(hook, SpectralNorm) and hook.name == name:
            hook.remove(module)
            del hooks[k]
            return module
    raise ValueError("spectral_norm of '" + name + "' not found in " + str(module))
