"""Python stand-ins for the native modules (Linear, Embedding, LayerNorm), for the utilities that
rewrite a module's parameters in place (parametrize, weight_norm, spectral_norm, prune).

PyTorch's utilities delete a module's `weight`, add `weight_orig`/`parametrizations`/... and
change its class; a native module's parameters are fixed slots, so it cannot be rewritten. Here
such a module is replaced by an instance of its Python twin (torch/nn/_native_twins.py: the same
class name, `__module__`, repr and forward), holding the very same Parameter objects (an optimizer made earlier still updates them), and:
- every reference to the native module that the running program can reach is rebound to the
  stand-in: module variables of every frame's globals, and the children of modules reachable from
  any frame's globals or locals (so `model.fc` becomes the stand-in, in its place among model's
  children, and state_dict keys and print(model) are PyTorch's);
- a call of the native module itself (held, say, in a function's local variable) runs the
  stand-in, so its forward is the rewritten one.
The utilities return the stand-in, as PyTorch's return the module.
"""
import json
import sys

import _torch_nn
import torch
from torch.nn import Module


def is_native(module):
    try:
        return _torch_nn.native_spec(module) is not None
    except Exception:
        return False


def _build(module):
    # The stand-in is an instance of the native module's Python twin (torch/nn/_native_twins.py:
    # the same class name, `__module__`, repr and forward, so isinstance(m, nn.Linear) still
    # holds), made without its constructor, which would draw new parameters.
    import torch.nn._native_twins as twins

    spec, training = _torch_nn.native_spec(module)
    kind = json.loads(spec)
    name = list(kind)[0] if isinstance(kind, dict) else kind
    fields = kind[name] if isinstance(kind, dict) else {}
    if name == "Linear":
        new = _blank(twins.Linear)
        new.in_features = fields["in_f"]
        new.out_features = fields["out_f"]
    elif name == "Embedding":
        new = _blank(twins.Embedding)
        new.num_embeddings = fields["num"]
        new.embedding_dim = fields["dim"]
        new.padding_idx = fields["padding_idx"]
        new.max_norm = None
        new.norm_type = 2.0
        new.scale_grad_by_freq = False
        new.sparse = False
    elif name == "LayerNorm":
        new = _blank(twins.LayerNorm)
        new.normalized_shape = tuple(fields["shape"])
        new.eps = fields["eps"]
        new.elementwise_affine = fields["affine"]
    else:
        return None
    params = dict(module.named_parameters(recurse=False))
    new.weight = params.get("weight")
    new.bias = params.get("bias")
    new.train(training)
    return new


def _blank(cls):
    new = object.__new__(cls)
    Module.__init__(new)
    return new


_STANDINS = {}


def python_module(module):
    """`module` itself if it is a Python module, else its stand-in (made once, rebound where the
    program can reach it, and run by a call of the native module)."""
    if not is_native(module):
        return module
    key = id(module)
    found = _STANDINS.get(key)
    if found is not None and found[0] is module:
        return found[1]
    new = _build(module)
    if new is None:
        return module
    _STANDINS[key] = (module, new)

    def runner(*args, **kwargs):
        return new(*args, **kwargs)

    _torch_nn.set_hooks(module, runner)
    _rebind(module, new)
    return new


def _rebind(old, new):
    seen = set()

    def walk(v, depth):
        if id(v) in seen or depth > 64:
            return
        seen.add(id(v))
        if isinstance(v, Module):
            if is_native(v):
                return
            for name, child in _torch_nn.child_items(v):
                if child is old:
                    setattr(v, name, new)
                else:
                    walk(child, depth + 1)
        elif isinstance(v, (list, tuple)) and depth == 0:
            for item in v:
                walk(item, depth + 1)
        elif isinstance(v, dict) and depth == 0:
            for item in list(v.values()):
                walk(item, depth + 1)

    try:
        frame = sys._getframe(1)
    except Exception:
        return
    while frame is not None:
        g = frame.f_globals
        for k in list(g.keys()):
            if g[k] is old:
                g[k] = new
            else:
                walk(g[k], 0)
        for v in list(frame.f_locals.values()):
            walk(v, 0)
        frame = frame.f_back
