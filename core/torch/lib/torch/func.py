"""torch.func: grad, grad_and_value, vmap, vjp, jvp, jacrev, jacfwd, hessian and
functional_call, as PyTorch's functorch transforms return them (pytrees of tensors: tuples,
lists and dicts).

The transforms are not functorch's levels of wrapped tensors: each one calls the function with
fresh leaf tensors and differentiates it on the native tape (torch/autograd/functional.py says
how: first derivatives are the tape's, jvp/jacfwd are the exact reverse-mode Jacobian times the
tangent, and derivatives of a function that itself differentiates, such as hessian or
grad(grad(f)), are finite differences of the exact inner derivative in float64). Results carry
no tape of their own: where PyTorch's results depend on closed-over tensors that require grad
(a model's parameters), PyTorch's print a grad_fn and can be differentiated further, these do
not. vmap is torch.vmap's loop (one call per slice).
"""

import torch
import torch._aliases as _aliases
from torch.autograd import functional as _fn

__all__ = ["grad", "grad_and_value", "vmap", "vjp", "jvp", "jacrev", "jacfwd", "hessian",
           "functional_call", "stack_module_state", "linearize"]

_flatten = _fn._flatten
_unflatten = _fn._unflatten


def _argnums(argnums, n):
    def wrap(a):
        if not isinstance(a, int):
            raise RuntimeError("argnum must be int, got: " + str(type(a)))
        if 0 <= a < n:
            return a
        if -n <= a < 0:
            return a + n
        raise RuntimeError("Got argnum=" + str(a) + ", but only " + str(n) +
                           " positional inputs")

    if isinstance(argnums, int):
        return (wrap(argnums),)
    if isinstance(argnums, tuple):
        if len(argnums) == 0:
            raise RuntimeError("argnums must be non-empty")
        if len(set(argnums)) != len(argnums):
            raise RuntimeError("argnums elements must be unique, got " + str(argnums))
        return tuple(wrap(a) for a in argnums)
    raise RuntimeError("argnums must be int or Tuple[int, ...], got: " + str(type(argnums)))


def _bind(func, args, kwargs, nums):
    """(leaves, spec, call): the flattened differentiated arguments and fn(leaves) -> func's
    output with them in place."""
    flat, spec = _flatten(tuple(args[n] for n in nums))

    def call(leaves):
        new = list(args)
        for n, t in zip(nums, _unflatten(leaves, spec)):
            new[n] = t
        return func(*new, **kwargs)

    return flat, spec, call


def _split_aux(out, has_aux, api):
    if not has_aux:
        return out, None
    if not (isinstance(out, tuple) and len(out) == 2):
        raise RuntimeError(api + "output of function f should be a tuple: (output, aux) if "
                           "has_aux is True")
    return out[0], out[1]


def _detach_tree(tree):
    leaves, spec = _flatten(tree)
    return _unflatten([t.detach() if isinstance(t, torch.Tensor) else t for t in leaves], spec)


def grad_and_value(func, argnums=0, has_aux=False):
    """torch.func.grad_and_value: (the gradient of func's scalar output w.r.t. args[argnums],
    the output), with (output, aux) in place of the output when has_aux."""
    api = "grad_and_value(f)(*args): "

    def wrapper(*args, **kwargs):
        nums = _argnums(argnums, len(args))
        flat, spec, call = _bind(func, args, kwargs, nums)
        box = []

        def scalar(leaves):
            out, aux = _split_aux(call(leaves), has_aux, api)
            if not isinstance(out, torch.Tensor):
                raise RuntimeError(api + "Expected f(*args) to return a Tensor, got " +
                                   str(type(out)))
            if out.dim() != 0:
                raise RuntimeError(api + "Expected f(*args) to return a scalar Tensor, got "
                                   "tensor with " + str(out.dim()) + " dims. Maybe you wanted "
                                   "to use the vjp or jacrev APIs instead?")
            if not box:
                box.append(aux)
            return out

        value, grads = _fn._grads(scalar, flat)
        tree = _unflatten(grads, spec)
        g = tree[0] if isinstance(argnums, int) else tree
        if has_aux:
            return g, (value, _detach_tree(box[0]))
        return g, value

    return wrapper


def grad(func, argnums=0, has_aux=False):
    """torch.func.grad: the gradient of func's scalar output w.r.t. args[argnums] (a tuple of
    them for a tuple argnums), and aux after it when has_aux."""
    gv = grad_and_value(func, argnums, has_aux)

    def wrapper(*args, **kwargs):
        g, value = gv(*args, **kwargs)
        if has_aux:
            return g, value[1]
        return g

    return wrapper


def _treespec_repr(spec, indent=0):
    """PyTorch's TreeSpec repr of a _flatten spec (for vmap's structure errors)."""
    if spec is None:
        return "*"
    kind, rest = spec
    if kind is dict:
        context, children = repr(rest[0]), rest[1]
    else:
        context, children = "None", rest
    out = "TreeSpec(" + kind.__name__ + ", " + context + ", ["
    if children:
        indent += 2
        out += _treespec_repr(children[0], indent)
        out += "," if len(children) > 1 else ""
        out += ",".join("\n" + " " * indent + _treespec_repr(c, indent) for c in children[1:])
    return out + "])"


def vmap(func, in_dims=0, out_dims=0, randomness="error", *, chunk_size=None):
    """torch.func.vmap: torch.vmap's loop (torch/_aliases.py, one call per slice), with pytree
    arguments (a dict of parameters mapped over dim 0, as for model ensembles), keyword
    arguments passed unmapped, and any pytree of tensors as output (stacked leaf by leaf)."""

    def wrapper(*args, **kwargs):
        dims = in_dims if isinstance(in_dims, (tuple, list)) else (in_dims,) * len(args)
        if len(dims) != len(args):
            raise ValueError(
                "vmap(" + getattr(func, "__name__", repr(func)) + ", in_dims=" + str(in_dims) +
                ", ...)(<inputs>): in_dims is not compatible with the structure of `inputs`. "
                "in_dims has structure " + _treespec_repr(_flatten(tuple(in_dims))[1]) +
                " but inputs has structure " + _treespec_repr(_flatten(args)[1]) + ".")
        leaves, leaf_dims, specs = [], [], []
        for a, d in zip(args, dims):
            lv, spec = _flatten(a)
            if isinstance(d, (tuple, list, dict)):
                dl, _ = _flatten(d)
                if len(dl) != len(lv):
                    raise ValueError("vmap(f, in_dims=" + str(in_dims) + ", ...)(<inputs>): "
                                     "in_dims is not compatible with the structure of `inputs`.")
            else:
                dl = [d] * len(lv)
            leaves.extend(lv)
            leaf_dims.extend(dl)
            specs.append((spec, len(lv)))
        out_spec = []

        def flat_func(*flat):
            rebuilt, at = [], 0
            for spec, n in specs:
                rebuilt.append(_unflatten(list(flat[at:at + n]), spec))
                at += n
            out_leaves, ospec = _flatten(func(*rebuilt, **kwargs))
            if not out_spec:
                out_spec.append(ospec)
            return tuple(out_leaves)

        res = _aliases.vmap(flat_func, tuple(leaf_dims), out_dims, randomness,
                            chunk_size=chunk_size)(*leaves)
        return _unflatten(list(res), out_spec[0])

    return wrapper


def stack_module_state(models):
    """torch.func.stack_module_state: (params, buffers), each name's tensors of the models
    stacked on a new dim 0 (parameters as new leaves that require grad)."""
    if len(models) == 0:
        raise RuntimeError("stack_module_state: Expected at least one model, got 0.")
    if not (all(m.training for m in models) or all(not m.training for m in models)):
        raise RuntimeError("stack_module_state: Expected all models to have the same "
                           "training/eval mode.")
    model0_typ = type(models[0])
    if not all(type(m) == model0_typ for m in models):
        raise RuntimeError("stack_module_state: Expected all models to be of the same class.")

    def stacked(tensors, name):
        all_requires_grad = all(t.requires_grad for t in tensors)
        none_requires_grad = all(not t.requires_grad for t in tensors)
        if not all_requires_grad and not none_requires_grad:
            raise RuntimeError("Expected " + name + " from each model to have the same "
                               ".requires_grad")
        result = torch.stack([t.detach() for t in tensors])
        if all_requires_grad:
            result = result.requires_grad_()
        return result

    all_params = [dict(m.named_parameters()) for m in models]
    params = {k: stacked(tuple(p[k] for p in all_params), k) for k in all_params[0]}
    all_buffers = [dict(m.named_buffers()) for m in models]
    buffers = {k: stacked(tuple(b[k] for b in all_buffers), k) for k in all_buffers[0]}
    return params, buffers


def vjp(func, *primals, has_aux=False):
    """torch.func.vjp: (func(*primals), vjp_fn) (and aux when has_aux); vjp_fn(cotangents)
    returns a tuple with the gradient of each primal."""
    api = "vjp(f, *primals): "
    flat, spec = _flatten(primals)
    _fn._enter()
    before = _fn._calls[0]
    aux_box = []

    def run(leaves):
        out, aux = _split_aux(func(*_unflatten(leaves, spec)), has_aux, api)
        if not aux_box:
            aux_box.append(aux)
        oleaves, ospec = _flatten(out)
        for o in oleaves:
            if not isinstance(o, torch.Tensor):
                raise RuntimeError("vjp(f, *primals): expected f(*primals) to return only "
                                   "tensors, got unsupported type " + str(type(o)))
        run.ospec = ospec
        return oleaves

    with torch.enable_grad():
        leaves = [_fn._leaf(x) for x in flat]
        outs = run(leaves)
    ospec = run.ospec
    if _fn._calls[0] != before:
        vals = [o.detach() for o in outs]
        jac = _fn._numeric(run, flat, vals)
    else:
        jac = None

    def vjp_fn(cotangents, *, retain_graph=True, create_graph=None):
        cts, cspec = _flatten(cotangents)
        if len(cts) != len(outs):
            raise RuntimeError("Expected pytree structure of cotangents to be the same as "
                               "pytree structure of outputs to the function.")
        for i, (c, o) in enumerate(zip(cts, outs)):
            if tuple(c.shape) != tuple(o.shape):
                raise RuntimeError("Mismatch in shape: grad_output[" + str(i) + "] has a shape "
                                   "of " + str(c.shape) + " and output[" + str(i) + "] has a "
                                   "shape of " + str(o.shape) + ".")
        res = []
        if jac is None:
            want = [j for j, x in enumerate(leaves)
                    if isinstance(x, torch.Tensor) and x.requires_grad]
            pairs = [(o, c) for o, c in zip(outs, cts) if o.requires_grad]
            got = {}
            if pairs and want:
                gs = torch.autograd.grad([p[0] for p in pairs], [leaves[j] for j in want],
                                         [p[1] for p in pairs], retain_graph=True,
                                         allow_unused=True)
                got = dict(zip(want, gs))
            for j, x in enumerate(leaves):
                g = got.get(j)
                res.append(torch.zeros_like(x) if g is None and isinstance(x, torch.Tensor)
                           else g)
        else:
            for j, x in enumerate(flat):
                acc = None
                for oi, o in enumerate(outs):
                    part = _fn._contract_out(cts[oi], jac[oi][j], o.shape, x.shape)
                    acc = part if acc is None else acc + part
                res.append(acc)
        return tuple(_unflatten(res, spec))

    value = _unflatten([o.detach() for o in outs], ospec)
    if has_aux:
        return value, vjp_fn, _detach_tree(aux_box[0])
    return value, vjp_fn


def jvp(func, primals, tangents, *, strict=False, has_aux=False):
    """torch.func.jvp: (func(*primals), the Jacobian times tangents) (and aux when has_aux)."""
    api = "jvp(f, primals, tangents): "
    if not isinstance(primals, tuple):
        raise RuntimeError(api + "Expected primals to be a tuple. E.g. it should be valid to "
                           "call f(*primals).")
    flat, spec = _flatten(primals)
    tflat, tspec = _flatten(tangents)
    if _treespec_repr(spec) != _treespec_repr(tspec):
        raise RuntimeError(api + "Expected primals and tangents to have the same python "
                           "structure. For example, if primals is a tuple of 3 tensors, "
                           "tangents also must be. Got primals with structure " +
                           _treespec_repr(spec) + " and tangents with structure " +
                           _treespec_repr(tspec))
    for p, t in zip(flat, tflat):
        if tuple(p.shape) != tuple(t.shape):
            raise RuntimeError("Trying to set a forward gradient that has a different size than "
                               "that of the original Tensor, this is not supported. Tensor is "
                               "of size " + str(list(p.shape)) + " while the given forward "
                               "gradient is of size " + str(list(t.shape)) + ".")
    aux_box = []

    def run(leaves):
        out, aux = _split_aux(func(*_unflatten(leaves, spec)), has_aux, api)
        if not aux_box:
            aux_box.append(aux)
        oleaves, ospec = _flatten(out)
        run.ospec = ospec
        return oleaves

    outs, jac = _fn._jacobian_lists(run, flat)
    res = []
    for oi, o in enumerate(outs):
        acc = None
        for j, x in enumerate(flat):
            part = _fn._contract_in(jac[oi][j], tflat[j].to(o.dtype), o.shape, x.shape)
            acc = part if acc is None else acc + part
        res.append(acc)
    value = _unflatten(outs, run.ospec)
    tangent_out = _unflatten(res, run.ospec)
    if has_aux:
        return value, tangent_out, _detach_tree(aux_box[0])
    return value, tangent_out


def linearize(func, *primals):
    """torch.func.linearize: (func(*primals), jvp_fn), jvp_fn(*tangents) giving the Jacobian at
    primals times tangents (the Jacobian is taken once, as PyTorch traces its jvp once)."""
    output = func(*primals)
    _, output_spec = _flatten(output)
    flat, spec = _flatten(primals)
    _, jac = _fn._jacobian_lists(lambda leaves: _flatten(func(*_unflatten(leaves, spec)))[0],
                                 flat)
    meta = [(p.shape, p.device, p.dtype) for p in flat]

    def jvp_fn(*tangents):
        tflat, tspec = _flatten(tangents)
        if _treespec_repr(tspec) != _treespec_repr(spec):
            raise RuntimeError("Expected the tangents " + _treespec_repr(tspec) + " to have the "
                               "same argspec as the primals " + _treespec_repr(spec))
        for idx, (t, (shape, device, dtype)) in enumerate(zip(tflat, meta)):
            for what, have, want in (("shape", t.shape, shape), ("device", t.device, device),
                                     ("dtype", t.dtype, dtype)):
                if have != want:
                    raise RuntimeError("tangent:" + str(idx) + " with " + what + " " +
                                       str(have) + " in flattened pytree doesn't match the " +
                                       what + " " + str(want) + " of the corresponding primal.")
        res = []
        for row in jac:
            acc = None
            for j, x in enumerate(flat):
                o_shape = tuple(row[j].shape)[:row[j].dim() - x.dim()]
                part = _fn._contract_in(row[j], tflat[j].to(row[j].dtype), o_shape, x.shape)
                acc = part if acc is None else acc + part
            res.append(acc)
        return _unflatten(res, output_spec)

    return output, jvp_fn


def _jac(func, argnums, has_aux, api):
    def wrapper(*args, **kwargs):
        nums = _argnums(argnums, len(args))
        flat, spec, call = _bind(func, args, kwargs, nums)
        aux_box = []

        def run(leaves):
            out, aux = _split_aux(call(leaves), has_aux, api)
            if not aux_box:
                aux_box.append(aux)
            oleaves, ospec = _flatten(out)
            for o in oleaves:
                if not isinstance(o, torch.Tensor):
                    raise RuntimeError(api + "Expected f(*args) to return only tensors, got "
                                       "unsupported type " + str(type(o)))
            run.ospec = ospec
            return oleaves

        outs, jac = _fn._jacobian_lists(run, flat)
        per_out = []
        for row in jac:
            tree = _unflatten(row, spec)
            per_out.append(tree[0] if isinstance(argnums, int) else tree)
        res = _unflatten(per_out, run.ospec)
        if has_aux:
            return res, _detach_tree(aux_box[0])
        return res

    return wrapper


def jacrev(func, argnums=0, *, has_aux=False, chunk_size=None, _preallocate_and_copy=False):
    """torch.func.jacrev: the Jacobian of func w.r.t. args[argnums], shaped output.shape +
    input.shape, nested as func's outputs over the argnums."""
    if chunk_size is not None and chunk_size <= 0:
        raise ValueError("jacrev: `chunk_size` should be greater than 0.")
    return _jac(func, argnums, has_aux, "jacrev(f, ...)(*args): ")


def jacfwd(func, argnums=0, has_aux=False, *, randomness="error"):
    """torch.func.jacfwd: the same Jacobian as jacrev (computed here by reverse mode)."""
    return _jac(func, argnums, has_aux, "jacfwd(f, ...)(*args): ")


def hessian(func, argnums=0):
    """torch.func.hessian: jacfwd(jacrev(func, argnums), argnums), as PyTorch defines it."""
    return jacfwd(jacrev(func, argnums), argnums)


# ---- functional_call: the module run with some parameters and buffers replaced.


class _Bridge(torch.autograd.Function):
    """Joins the output of a module run over stand-in Parameters back to the tensors the caller
    passed: forward returns the output's value, backward takes the gradient through the run."""

    @staticmethod
    def forward(ctx, out, stand_ins, *given):
        ctx.out = out
        ctx.stand_ins = stand_ins
        return out.detach().clone()

    @staticmethod
    def backward(ctx, g):
        gs = torch.autograd.grad([ctx.out], list(ctx.stand_ins), [g], retain_graph=True,
                                 allow_unused=True)
        # The output's own gradient also flows on, to the module's inputs (and the stand-ins).
        return (g, None) + tuple(gs)


def _owner(module, name):
    parts = name.split(".")
    for p in parts[:-1]:
        module = getattr(module, p)
    return module, parts[-1]


def functional_call(module, parameter_and_buffer_dicts, args=None, kwargs=None, *,
                    tie_weights=True, strict=False):
    """torch.func.functional_call: module(*args, **kwargs) with the named parameters and buffers
    replaced by the given tensors, restored afterwards (also when the call raises). Gradients
    reach the given tensors."""
    if isinstance(parameter_and_buffer_dicts, dict):
        merged = parameter_and_buffer_dicts
    elif isinstance(parameter_and_buffer_dicts, (tuple, list)):
        if not all(isinstance(d, dict) for d in parameter_and_buffer_dicts):
            raise ValueError("Expected all elements of parameter_and_buffer_dicts to be "
                             "dictionaries")
        counts = {}
        for d in parameter_and_buffer_dicts:
            for k in d:
                counts[k] = counts.get(k, 0) + 1
        repeated = [k for k, n in counts.items() if n > 1]
        if repeated:
            raise ValueError(str(repeated) + " appeared in multiple dictionaries; behavior of "
                             "functional call is ambiguous")
        merged = {k: v for d in parameter_and_buffer_dicts for k, v in d.items()}
    else:
        raise ValueError("Expected parameter_and_buffer_dicts to be a dict, or a list/tuple of "
                         "dicts, but got " + str(type(parameter_and_buffer_dicts)))
    if kwargs is None:
        kwargs = {}
    if args is None:
        args = ()
    elif not isinstance(args, tuple):
        args = (args,)
    params = dict(module.named_parameters())
    buffers = dict(module.named_buffers())
    if strict:
        missing = [k for k in list(params) + list(buffers) if k not in merged]
        unexpected = [k for k in merged if k not in params and k not in buffers]
        if missing or unexpected:
            msg = "Error(s) in reparametrizing for " + type(module).__name__ + ":"
            if unexpected:
                msg += "\n\tUnexpected key(s): " + ", ".join(repr(k) for k in unexpected) + "."
            if missing:
                msg += "\n\tMissing key(s): " + ", ".join(repr(k) for k in missing) + "."
            raise RuntimeError(msg)
    saved = []
    stand_ins, given = [], []
    try:
        for name, value in merged.items():
            if name in params:
                owner, attr = _owner(module, name)
                saved.append((owner, attr, getattr(owner, attr)))
                p = torch.nn.Parameter(value.detach(), requires_grad=value.requires_grad)
                setattr(owner, attr, p)
                if value.requires_grad:
                    stand_ins.append(p)
                    given.append(value)
            elif name in buffers:
                owner, attr = _owner(module, name)
                saved.append((owner, attr, getattr(owner, attr)))
                setattr(owner, attr, value)
            else:
                owner, attr = _owner(module, name)
                saved.append((owner, attr, getattr(owner, attr, None)))
                setattr(owner, attr, value)
        out = module(*args, **kwargs)
    finally:
        for owner, attr, old in reversed(saved):
            setattr(owner, attr, old)
    if not stand_ins or not torch.is_grad_enabled():
        return out
    leaves, spec = _flatten(out)
    joined = [_Bridge.apply(o, tuple(stand_ins), *given)
              if isinstance(o, torch.Tensor) and o.requires_grad else o for o in leaves]
    return _unflatten(joined, spec)


def __getattr__(name):
    if name in ("functionalize", "debug_unwrap", "replace_all_batch_norm_modules_"):
        raise NotImplementedError("torch.func." + name + " is not provided in the playground yet")
    raise AttributeError("module 'torch.func' has no attribute '" + name + "'")
