"""torch.nn.utils: gradient clipping and parameters as one vector, as PyTorch's
torch/nn/utils/clip_grad.py and convert_parameters.py compute them (the norm of the per-tensor
norms; the coefficient max_norm / (total + 1e-6) clamped to 1). The rest of PyTorch's
torch.nn.utils loads on first use: `rnn` (packed sequences), `parametrize`, `parametrizations`,
`prune`, `stateless` (functional_call), `fusion` (BatchNorm folding), and the hook-based
weight_norm and spectral_norm.
"""
import torch


def _grads(parameters):
    if isinstance(parameters, torch.Tensor):
        parameters = [parameters]
    return [p.grad for p in parameters if p.grad is not None]


def _total_norm(grads, norm_type):
    if norm_type == float("inf"):
        norms = [g.detach().abs().max() for g in grads]
    else:
        norms = [torch.linalg.vector_norm(g.detach(), norm_type) for g in grads]
    # As PyTorch: the per-tensor norms meet on the first gradient's device.
    first_device = grads[0].device
    return torch.linalg.vector_norm(torch.stack([n.to(first_device) for n in norms]), norm_type)


def _check_finite(total, norm_type):
    if bool(total.isnan() or total.isinf()):
        raise RuntimeError(
            "The total norm of order " + str(norm_type) + " for gradients from `parameters` "
            "is non-finite, so it cannot be clipped. To disable this error and scale the "
            "gradients by the non-finite norm anyway, set `error_if_nonfinite=False`"
        )


def clip_grad_norm_(parameters, max_norm, norm_type=2.0, error_if_nonfinite=False, foreach=None):
    """Scales the gradients in place so their total norm is at most max_norm; returns the
    total norm before clipping."""
    if isinstance(parameters, torch.Tensor):
        parameters = [parameters]
    parameters = list(parameters)  # (a generator is read twice: the norm, then the scaling)
    grads = _grads(parameters)
    norm_type = float(norm_type)
    if len(grads) == 0:
        return torch.tensor(0.0)
    total = get_total_norm(grads, norm_type, error_if_nonfinite, foreach)
    clip_grads_with_norm_(parameters, max_norm, total, foreach)
    return total


def clip_grads_with_norm_(parameters, max_norm, total_norm, foreach=None):
    """Scales the gradients in place by min(max_norm / (total_norm + 1e-6), 1), total_norm
    computed beforehand (get_total_norm)."""
    grads = _grads(parameters)
    max_norm = float(max_norm)
    if len(grads) == 0:
        return
    with torch.no_grad():
        coef = torch.clamp(max_norm / (total_norm + 1e-6), max=1.0)
        for g in grads:
            g.mul_(coef.to(g.device))


def clip_grad_norm(parameters, max_norm, norm_type=2.0, error_if_nonfinite=False, foreach=None):
    return clip_grad_norm_(parameters, max_norm, norm_type, error_if_nonfinite, foreach)


def clip_grad_value_(parameters, clip_value, foreach=None):
    """Clamps every gradient in place to [-clip_value, clip_value]."""
    clip_value = float(clip_value)
    with torch.no_grad():
        for g in _grads(parameters):
            g.clamp_(min=-clip_value, max=clip_value)


def get_total_norm(tensors, norm_type=2.0, error_if_nonfinite=False, foreach=None):
    if isinstance(tensors, torch.Tensor):
        tensors = [tensors]
    tensors = list(tensors)
    if len(tensors) == 0:
        return torch.tensor(0.0)
    norm_type = float(norm_type)
    with torch.no_grad():
        total = _total_norm(tensors, norm_type)
    if error_if_nonfinite:
        _check_finite(total, norm_type)
    return total


def parameters_to_vector(parameters):
    """The parameters flattened and joined, in order."""
    return torch.cat([p.view(-1) for p in parameters])


def vector_to_parameters(vec, parameters):
    """Copies consecutive slices of vec into the parameters (PyTorch rebinds each parameter's
    data to the slice; here the values are copied, so later writes to vec are not seen)."""
    if not isinstance(vec, torch.Tensor):
        raise TypeError("expected torch.Tensor, but got: " + type(vec).__name__)
    pointer = 0
    with torch.no_grad():
        for p in parameters:
            n = p.numel()
            p.copy_(vec[pointer:pointer + n].view_as(p))
            pointer += n


def __getattr__(name):
    if name in ("rnn", "parametrize", "parametrizations", "prune", "_native", "stateless",
                "fusion"):
        import importlib

        return importlib.import_module("torch.nn.utils." + name)
    if name in ("fuse_conv_bn_eval", "fuse_conv_bn_weights", "fuse_linear_bn_eval", "fuse_linear_bn_weights"):
        # PyTorch's torch.nn.utils re-exports its fusion helpers at the top level.
        import torch.nn.utils.fusion as fusion

        return getattr(fusion, name)
    if name in ("clip_grad", "convert_parameters"):
        # PyTorch's own submodules for these (older code imports from them); here they re-export
        # this module's functions.
        import importlib

        return importlib.import_module("torch.nn.utils." + name)
    if name in ("weight_norm", "remove_weight_norm", "spectral_norm", "remove_spectral_norm"):
        # The older hook-based forms (torch/nn/utils/_hooked_norms.py).
        import torch.nn.utils._hooked_norms as norms

        return getattr(norms, name)
    torch._missing_attribute("torch.nn.utils", name)
