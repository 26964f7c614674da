"""torch.autograd.functional: jacobian, hessian, vjp, jvp, hvp and vhp, with PyTorch's argument
checks, return structure and messages; also the differentiation machinery torch.func shares.

How derivatives are computed here. The native tape has first-order reverse mode only (no
create_graph, no forward mode), so:
- first derivatives (vjp, the Jacobian, jvp as the exact Jacobian times the tangent) come from the
  tape: one backward pass per output element, as PyTorch's non-vectorized jacobian does; their
  values are the tape's gradients (jvp's sum may round differently from PyTorch's forward mode in
  the last bit);
- second derivatives (hessian, hvp, vhp, and any transform applied over a function that itself
  differentiates, such as torch.func.hessian or grad(grad(f))) are central finite differences,
  with Richardson's fourth-order stencil, of the exact reverse-mode gradient, evaluated in float64
  when the function accepts float64 inputs (then cast back), else in the inputs' dtype with a
  larger step. For smooth functions this agrees with PyTorch's double backward to about 1e-10
  relative in float64 (so float32 results mostly round to the same values); at a kink (relu,
  abs) it is a smoothed value. create_graph=True (results differentiable further) is refused by
  name, as torch.autograd.grad's is.
"""

import torch

# Differentiation transforms entered so far: a change while a function runs under an outer
# transform means the function differentiates inside (its results carry no tape), so the outer
# derivative must be taken numerically.
_calls = [0]


def _enter():
    _calls[0] += 1


# ---- small pytrees (tensors in tuples, lists and dicts), as torch.func takes its arguments.


def _flatten(tree):
    if isinstance(tree, (tuple, list)):
        leaves, specs = [], []
        for t in tree:
            lv, sp = _flatten(t)
            leaves.extend(lv)
            specs.append(sp)
        return leaves, (type(tree), specs)
    if isinstance(tree, dict):
        leaves, specs = [], []
        keys = list(tree.keys())
        for k in keys:
            lv, sp = _flatten(tree[k])
            leaves.extend(lv)
            specs.append(sp)
        return leaves, (dict, (keys, specs))
    return [tree], None


def _unflatten(leaves, spec):
    it = iter(leaves)

    def build(sp):
        if sp is None:
            return next(it)
        kind, rest = sp
        if kind is dict:
            keys, specs = rest
            return {k: build(s) for k, s in zip(keys, specs)}
        items = [build(s) for s in rest]
        return tuple(items) if kind is tuple else items

    return build(spec)


# ---- the core: Jacobians of a function of a list of tensors returning a list of tensors.


def _leaf(x):
    if isinstance(x, torch.Tensor) and x.is_floating_point():
        return x.detach().requires_grad_(True)
    return x


def _rows(outs, leaves, strict=False, stage="jacobian"):
    """jac[o][i]: d outs[o] / d leaves[i], shape outs[o].shape + leaves[i].shape, from the tape
    (one backward pass per output element); None where the output does not reach the input."""
    jac, reach_all = [], []
    if strict:
        for oi, o in enumerate(outs):
            if not (isinstance(o, torch.Tensor) and o.requires_grad):
                raise RuntimeError("Output " + str(oi) + " of the user-provided function does "
                                   "not require gradients. The outputs must be computed in a "
                                   "differentiable manner from the input when running in "
                                   "strict mode.")
    for oi, o in enumerate(outs):
        per = [[] for _ in leaves]
        reach = [False] * len(leaves)
        reach_all.append(reach)
        if isinstance(o, torch.Tensor) and o.requires_grad:
            want = [j for j, x in enumerate(leaves)
                    if isinstance(x, torch.Tensor) and x.requires_grad]
            n = o.numel()
            for k in range(n):
                g = torch.zeros_like(o)
                g.view(-1)[k] = 1.0
                gs = torch.autograd.grad([o], [leaves[j] for j in want], [g],
                                         retain_graph=True, allow_unused=True)
                for j, gj in zip(want, gs):
                    if gj is not None:
                        reach[j] = True
                    elif strict and stage == "jacobian":
                        raise RuntimeError("Output " + str(oi) + " of the user-provided function "
                                           "is independent of input " + str(j) + ". This is not "
                                           "allowed in strict mode.")
                    per[j].append(gj)
        row = []
        for j, x in enumerate(leaves):
            if not isinstance(x, torch.Tensor):
                row.append(None)
                continue
            shape = tuple(o.shape) + tuple(x.shape)
            if not reach[j]:
                row.append(torch.zeros(shape, dtype=o.dtype, device=o.device))
                continue
            parts = [torch.zeros_like(x) if g is None else g for g in per[j]]
            row.append(torch.stack(parts).reshape(shape))
        jac.append(row)
    if strict and stage == "back":
        for j, x in enumerate(leaves):
            if isinstance(x, torch.Tensor) and not any(reach_all[oi][j] for oi in range(len(outs))):
                raise RuntimeError("The output of the user-provided function is independent of "
                                   "input " + str(j) + ". This is not allowed in strict mode.")
    return jac


def _numeric(fn, xs, outs):
    """jac[o][i] by central differences (Richardson's 4-point stencil) of fn over the list xs;
    outs: fn's outputs at xs (their dtypes are the result's)."""
    base = [x.detach() if isinstance(x, torch.Tensor) else x for x in xs]
    work, step = None, 1e-3
    try:
        wide = [x.double() if isinstance(x, torch.Tensor) and x.is_floating_point() else x
                for x in base]
        fn(wide)
        work = wide
    except Exception:
        work, step = base, 3e-2
    jac = []
    for o in outs:
        jac.append([None if not isinstance(x, torch.Tensor) else
                    torch.zeros((o.numel(), x.numel()), dtype=torch.float64,
                                device=o.device) for x in xs])
    for i, x in enumerate(work):
        if not (isinstance(x, torch.Tensor) and x.is_floating_point()):
            continue
        flat = x.reshape(-1)
        for k in range(x.numel()):
            v = flat[k].item()
            h = step * max(1.0, abs(v))
            got = []
            for s in (1.0, -1.0, 2.0, -2.0):
                with torch.no_grad():
                    xk = x.detach().clone()
                    xk.view(-1)[k] = v + s * h
                args = list(work)
                args[i] = xk
                got.append(fn(args))
            for oi, o in enumerate(outs):
                fp, fm, fp2, fm2 = (g[oi].detach().to(torch.float64).reshape(-1) for g in got)
                d = (8.0 * (fp - fm) - (fp2 - fm2)) / (12.0 * h)
                jac[oi][i][:, k] = d
    res = []
    for oi, o in enumerate(outs):
        row = []
        for i, x in enumerate(xs):
            if jac[oi][i] is None:
                row.append(None)
            else:
                row.append(jac[oi][i].to(o.dtype).reshape(tuple(o.shape) + tuple(x.shape)))
        res.append(row)
    return res


def _jacobian_lists(fn, xs, strict=False):
    """(outs, jac) of fn (a list of tensors -> a list of tensors) at xs: the tape's Jacobian, or
    the numerical one where fn differentiates inside."""
    _enter()
    before = _calls[0]
    with torch.enable_grad():
        leaves = [_leaf(x) for x in xs]
        outs = fn(leaves)
    # Numerically only where fn differentiated inside: outputs off the tape otherwise (a
    # constant, a detach) have the zero derivative PyTorch gives them.
    if _calls[0] != before:
        with torch.no_grad():
            vals = [o.detach() for o in outs]
        return vals, _numeric(fn, xs, vals)
    jac = _rows(outs, leaves, strict)
    return [o.detach() for o in outs], jac


def _grads(fn, xs):
    """(out, grads): fn returns one tensor; grads[i] = d out.sum() / d xs[i] (tape or numeric)."""
    _enter()
    before = _calls[0]
    with torch.enable_grad():
        leaves = [_leaf(x) for x in xs]
        out = fn(leaves)
    if _calls[0] == before and not out.requires_grad:
        return out.detach(), [torch.zeros_like(x) if isinstance(x, torch.Tensor) else None
                              for x in leaves]
    if _calls[0] == before:
        want = [x for x in leaves if isinstance(x, torch.Tensor) and x.requires_grad]
        gs = list(torch.autograd.grad([out], want, None, allow_unused=True))
        res = []
        for x in leaves:
            if isinstance(x, torch.Tensor) and x.requires_grad:
                g = gs.pop(0)
                res.append(torch.zeros_like(x) if g is None else g)
            else:
                res.append(None)
        return out.detach(), res
    jac = _numeric(lambda a: [fn(a)], xs, [out.detach()])[0]
    return out.detach(), [None if j is None else j.reshape(tuple(x.shape))
                          for j, x in zip(jac, xs)]


def _contract_out(ct, j, o_shape, x_shape):
    """sum over the output dims: ct (o_shape) . j (o_shape + x_shape) -> x_shape."""
    n = 1
    for s in o_shape:
        n *= s
    m = 1
    for s in x_shape:
        m *= s
    return (ct.reshape(1, n) @ j.reshape(n, m)).reshape(tuple(x_shape))


def _contract_in(j, t, o_shape, x_shape):
    """j (o_shape + x_shape) . t (x_shape) -> o_shape."""
    n = 1
    for s in o_shape:
        n *= s
    m = 1
    for s in x_shape:
        m *= s
    jm = j.reshape(n, m)
    prod = jm * t.reshape(1, m).to(jm.dtype)
    nonzero = jm != 0
    total = torch.where(nonzero, prod, torch.zeros_like(prod)).sum(1)
    # A row with one non-zero entry (an elementwise function's) is that one product, as forward
    # mode gives it: so -0.0 stays -0.0 (2 * -1.0 * 0.0), where a sum with +0.0 terms would not.
    count = nonzero.sum(1)
    first = nonzero.to(torch.int64).argmax(1)
    single = prod.gather(1, first.reshape(n, 1)).reshape(n)
    return torch.where(count == 1, single, total).reshape(tuple(o_shape))


# ---- torch.autograd.functional's API.


def _no_create_graph(create_graph, fn_name):
    if create_graph:
        raise NotImplementedError("torch.autograd.functional." + fn_name + "(create_graph=True) "
                                  "(higher-order gradients) is not supported by the emulator yet")


def _as_tuple(inp, arg_name, fn_name):
    is_tuple = True
    if not isinstance(inp, tuple):
        inp = (inp,)
        is_tuple = False
    for i, el in enumerate(inp):
        if not isinstance(el, torch.Tensor):
            if is_tuple:
                raise TypeError("The " + arg_name + " given to " + fn_name + " must be either a "
                                "Tensor or a tuple of Tensors but the value at index " + str(i) +
                                " has type " + str(type(el)) + ".")
            raise TypeError("The " + arg_name + " given to " + fn_name + " must be either a "
                            "Tensor or a tuple of Tensors but the given " + arg_name +
                            " has type " + str(type(el)) + ".")
    return is_tuple, inp


def _validate_v(v, other, is_other_tuple):
    if len(other) != len(v):
        if is_other_tuple:
            raise RuntimeError("v is a tuple of invalid length: should be " + str(len(other)) +
                               " but got " + str(len(v)) + ".")
        raise RuntimeError("The given v should contain a single Tensor.")
    for idx, (el_v, el_other) in enumerate(zip(v, other)):
        if el_v.size() != el_other.size():
            prepend = ("Entry " + str(idx) + " in ") if is_other_tuple else ""
            raise RuntimeError(prepend + "v has invalid size: should be " + str(el_other.size()) +
                               " but got " + str(el_v.size()) + ".")


def _run(func, fn_name, inputs):
    """fn over a list for the core, checking func's outputs as PyTorch does; and whether they
    were a tuple."""
    box = [None]

    def fn(xs):
        out = func(*xs)
        tup, outs = _as_tuple(out, "outputs of the user-provided function", fn_name)
        box[0] = tup
        return list(outs)

    return fn, box


def jacobian(func, inputs, create_graph=False, strict=False, vectorize=False,
             strategy="reverse-mode"):
    """torch.autograd.functional.jacobian: Jacobian[i][j] of output i w.r.t. input j, shape
    output.shape + input.shape, unpacked as PyTorch does for a single Tensor input/output.
    vectorize/strategy pick PyTorch's algorithm, not the values: accepted."""
    if strategy not in ("forward-mode", "reverse-mode"):
        raise ValueError('Expected strategy to be either "forward-mode" or "reverse-mode". Hint: '
                         'If your function has more outputs than inputs, "forward-mode" tends to '
                         'be more performant. Otherwise, prefer to use "reverse-mode".')
    if strategy == "forward-mode" and not vectorize:
        raise NotImplementedError("Computing Jacobian using forward-AD or forward-over-reverse "
                                  "Hessian is only implemented for `vectorize=True`.")
    _no_create_graph(create_graph, "jacobian")
    is_in_tuple, xs = _as_tuple(inputs, "inputs", "jacobian")
    if vectorize and strict:
        raise RuntimeError("torch.autograd.functional.jacobian: `strict=True` and "
                           "`vectorized=True` are not supported together. Please either set "
                           "`strict=False` or `vectorize=False`.")
    fn, box = _run(func, "jacobian", xs)
    outs, jac = _jacobian_lists(fn, list(xs), strict=strict)
    res = tuple(tuple(row) for row in jac)
    if not is_in_tuple:
        res = tuple(r[0] for r in res)
    if not box[0]:
        res = res[0]
    return res


def _scalar_fn(func, fn_name, xs):
    def fn(a):
        out = func(*a)
        if not isinstance(out, torch.Tensor) or isinstance(out, tuple):
            _as_tuple(out, "outputs of the user-provided function", fn_name)
            raise RuntimeError("The function given to " + fn_name + " should return a single "
                               "Tensor")
        if out.numel() != 1:
            raise RuntimeError("The Tensor returned by the function given to " + fn_name +
                               " should contain a single element")
        return out

    return fn


def hessian(func, inputs, create_graph=False, strict=False, vectorize=False,
            outer_jacobian_strategy="reverse-mode"):
    """torch.autograd.functional.hessian: H[i][j] = d2 f / d input_i d input_j, shape
    input_i.shape + input_j.shape (finite differences of the exact gradient; see the top)."""
    _no_create_graph(create_graph, "hessian")
    is_in_tuple, xs = _as_tuple(inputs, "inputs", "hessian")
    fn = _scalar_fn(func, "hessian", xs)

    def grad_fn(a):
        _, gs = _grads(lambda b: fn(b).reshape(()), a)
        return gs

    _, jac = _jacobian_lists(grad_fn, list(xs))
    res = tuple(tuple(row) for row in jac)
    if not is_in_tuple:
        res = res[0][0]
    return res


def vjp(func, inputs, v=None, create_graph=False, strict=False):
    """torch.autograd.functional.vjp: (func(inputs), v^T J), shaped as the inputs."""
    _no_create_graph(create_graph, "vjp")
    is_in_tuple, xs = _as_tuple(inputs, "inputs", "vjp")
    _enter()
    before = _calls[0]
    with torch.enable_grad():
        leaves = [_leaf(x) for x in xs]
        out = func(*leaves)
    is_out_tuple, outs = _as_tuple(out, "outputs of the user-provided function", "vjp")
    if v is not None:
        _, v = _as_tuple(v, "v", "vjp")
        _validate_v(v, outs, is_out_tuple)
    else:
        if len(outs) != 1 or outs[0].nelement() != 1:
            raise RuntimeError("The vector v can only be None if the user-provided function "
                               "returns a single Tensor with a single element.")
        v = (torch.ones_like(outs[0]),)
    if _calls[0] != before:
        _, jac = _jacobian_lists(lambda a: list(_as_tuple(func(*a), "o", "vjp")[1]), list(xs),
                                 strict=strict)
        res = []
        for j, x in enumerate(xs):
            acc = None
            for oi, o in enumerate(outs):
                part = _contract_out(v[oi], jac[oi][j], o.shape, x.shape)
                acc = part if acc is None else acc + part
            res.append(acc)
    else:
        # One backward pass with v, as PyTorch's vjp makes it.
        if strict:
            for oi, o in enumerate(outs):
                if not o.requires_grad:
                    raise RuntimeError("Output " + str(oi) + " of the user-provided function "
                                       "does not require gradients. The outputs must be "
                                       "computed in a differentiable manner from the input "
                                       "when running in strict mode.")
        pairs = [(o, g) for o, g in zip(outs, v) if o.requires_grad]
        got = [None] * len(leaves)
        if pairs:
            got = list(torch.autograd.grad([p[0] for p in pairs], list(leaves),
                                           [p[1] for p in pairs], allow_unused=True))
        res = []
        for j, (g, x) in enumerate(zip(got, leaves)):
            if g is None:
                if strict:
                    raise RuntimeError("The output of the user-provided function is independent "
                                       "of input " + str(j) + ". This is not allowed in strict "
                                       "mode.")
                g = torch.zeros_like(x)
            res.append(g)
    outs = tuple(o.detach() for o in outs)
    res = tuple(res)
    return (outs if is_out_tuple else outs[0]), (res if is_in_tuple else res[0])


def jvp(func, inputs, v=None, create_graph=False, strict=False):
    """torch.autograd.functional.jvp: (func(inputs), J v), shaped as the outputs."""
    _no_create_graph(create_graph, "jvp")
    is_in_tuple, xs = _as_tuple(inputs, "inputs", "jvp")
    if v is not None:
        _, v = _as_tuple(v, "v", "jvp")
        _validate_v(v, xs, is_in_tuple)
    else:
        if len(xs) != 1 or xs[0].nelement() != 1:
            raise RuntimeError("The vector v can only be None if the input to the user-provided "
                               "function is a single Tensor with a single element.")
        v = (torch.ones_like(xs[0]),)
    fn, box = _run(func, "jvp", xs)
    outs, jac = _jacobian_lists(fn, list(xs), strict=strict)
    res = []
    for oi, o in enumerate(outs):
        acc = None
        for j, x in enumerate(xs):
            part = _contract_in(jac[oi][j], v[j], o.shape, x.shape)
            acc = part if acc is None else acc + part
        res.append(acc)
    outs, res = tuple(outs), tuple(res)
    return (outs if box[0] else outs[0]), (res if box[0] else res[0])


def _hv(func, inputs, v, fn_name):
    is_in_tuple, xs = _as_tuple(inputs, "inputs", fn_name)
    if v is not None:
        _, v = _as_tuple(v, "v", fn_name)
        _validate_v(v, xs, is_in_tuple)
    else:
        if len(xs) != 1 or xs[0].nelement() != 1:
            raise RuntimeError("The vector v can only be None if the input to the user-provided "
                               "function is a single Tensor with a single element.")
        v = (torch.ones_like(xs[0]),)
    scalar = _scalar_fn(func, fn_name, xs)
    fn_shape = []

    def fn(b):
        o = scalar(b)
        if not fn_shape:
            fn_shape.append(o.shape)
        return o

    out, g0 = _grads(lambda b: fn(b).reshape(()), list(xs))
    out = out.reshape(tuple(fn_shape[0]))

    # H v along the direction v: d/dt grad f(x + t v) at t = 0, numerically (see the top).
    def along(t_list):
        (t,) = t_list
        shifted = [x.to(t.dtype) + t * d.to(t.dtype) for x, d in zip(xs, v)]
        _, gs = _grads(lambda b: fn(b).reshape(()), shifted)
        return gs

    zero = torch.zeros((), dtype=xs[0].dtype, device=xs[0].device)
    _enter()
    jac = _numeric(along, [zero], g0)
    res = tuple(row[0] for row in jac)
    return out, (res if is_in_tuple else res[0])


def hvp(func, inputs, v=None, create_graph=False, strict=False):
    """torch.autograd.functional.hvp: (func(inputs), H v), shaped as the inputs."""
    _no_create_graph(create_graph, "hvp")
    return _hv(func, inputs, v, "hvp")


def vhp(func, inputs, v=None, create_graph=False, strict=False):
    """torch.autograd.functional.vhp: (func(inputs), v^T H), shaped as the inputs (H is
    symmetric for the twice-differentiable functions finite differences serve)."""
    _no_create_graph(create_graph, "vhp")
    return _hv(func, inputs, v, "vhp")
