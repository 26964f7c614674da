"""torch.autograd.gradcheck and gradgradcheck: PyTorch's slow-mode check, the analytical Jacobian
(one backward pass per output element, twice, for reentrancy) against central differences with
`eps`, the inputs perturbed in place as PyTorch perturbs them, compared with allclose(rtol, atol).
GradcheckError and its messages are PyTorch's.

fast_mode is PyTorch's too: v^T J u for random unit vectors from a fresh torch.Generator() (so
the same vectors, and the global generator untouched), its tolerance scaling and its message
with the slow-mode Jacobians. What differs: check_forward_ad is refused (there is no
forward-mode AD); check_undefined_grad is not exercised (the engine has no undefined gradients
to pass a backward); check_batched_grad passes trivially (torch.vmap is a loop).
gradgradcheck draws its random grad_outputs as PyTorch does (torch.testing.make_tensor,
low=-1, high=1), but the tape cannot differentiate a backward
(no create_graph), so its "analytical" second derivatives are themselves finite differences of
the backward (torch/autograd/functional.py): it checks that the backward is consistent and
smooth, and cannot catch a wrong double backward, which the playground does not have.
"""

import torch
from torch.autograd import functional as _fn

__all__ = ["gradcheck", "gradgradcheck", "GradcheckError"]


class GradcheckError(RuntimeError):
    """Error raised by :func:`gradcheck` and :func:`gradgradcheck`."""


GradcheckError.__module__ = "torch.autograd.gradcheck"


def _as_tuple(x):
    if isinstance(x, tuple):
        return x
    if isinstance(x, list):
        return tuple(x)
    return (x,)


def _differentiable_outputs(x):
    return tuple(o for o in _as_tuple(x) if o.requires_grad)


def _diff_inputs(inputs):
    return [x for x in inputs if isinstance(x, torch.Tensor) and x.requires_grad]


def _check_inputs(tupled_inputs):
    any_input_requiring_grad = False
    for idx, inp in enumerate(tupled_inputs):
        if isinstance(inp, torch.Tensor) and inp.requires_grad:
            # PyTorch warns here ("Input #0 requires gradient and is not a double precision
            # floating point or complex ...") for non-float64 inputs: a UserWarning on stderr.
            any_input_requiring_grad = True
    if not any_input_requiring_grad:
        raise ValueError("gradcheck expects at least one input tensor to require gradient, "
                         "but none of them have requires_grad=True.")


def _numerical(func, inputs, outputs, eps):
    """jac[input j][output i]: (input numel, output numel), by perturbing each element of each
    input that requires grad in place by -eps and +eps (PyTorch's order and arithmetic)."""
    jacobians = []
    for x in _diff_inputs(inputs):
        data = x.detach()
        flat = data.view(-1)
        n = data.numel()
        per_out = [o.new_zeros((n, o.numel())) for o in outputs]
        # (PyTorch perturbs through `.data`, whose version counter is its own, so the graph of
        # the outputs stays usable; the playground's `.data` shares it: the version is put back.)
        version = x._version
        for k in range(n):
            orig = flat[k].clone()
            flat[k] = orig - eps
            outa = _as_tuple(func(*inputs))
            flat[k] = orig + eps
            outb = _as_tuple(func(*inputs))
            flat[k] = orig
            torch._unsafe_set_version_counter((x,), (version,))
            # (PyTorch's indexing: the i-th of all outputs fills the i-th given output's
            # column, which differ only when a non-differentiable output comes first.)
            for i in range(len(outputs)):
                per_out[i][k] = ((outb[i] - outa[i]) / (2 * eps)).detach().reshape(-1)
        jacobians.append(per_out)
    return jacobians


def _analytical(inputs, output):
    """(jacobians, sizes_ok, types_ok): jac[input j] of shape (input numel, output numel), one
    backward pass per output element."""
    diff = _diff_inputs(inputs)
    jac = [x.new_zeros((x.numel(), output.numel())) for x in diff]
    sizes_ok, types_ok = True, True
    for k in range(output.numel()):
        g = torch.zeros_like(output)
        g.view(-1)[k] = 1.0
        grads = torch.autograd.grad([output], diff, [g], retain_graph=True, allow_unused=True)
        for j, (x, d) in enumerate(zip(diff, grads)):
            if d is None:
                continue
            if d.shape != x.shape:
                sizes_ok = False
                continue
            if d.dtype != x.dtype:
                types_ok = False
            jac[j][:, k] = d.reshape(-1).to(x.dtype)
    return jac, sizes_ok, types_ok


def _allclose(a, b, rtol, atol):
    dtype = torch.promote_types(a.dtype, b.dtype)
    return torch.allclose(a.to(dtype), b.to(dtype), rtol, atol)


def _fmt(t):
    # An f-string formats a 0-d tensor as its Python number (Tensor.__format__), as PyTorch's
    # messages show fast mode's scalars.
    if isinstance(t, torch.Tensor) and t.dim() == 0:
        return str(t.item())
    return str(t)


def _notallclose_msg(analytical, numerical, output_idx, input_idx):
    return ("Jacobian mismatch for output " + str(output_idx) + " with respect to input " +
            str(input_idx) + ",\nnumerical:" + _fmt(numerical) + "\nanalytical:" +
            _fmt(analytical) + "\n")


_FAILED_NONDET_MSG = (
    "\n\nNOTE: If your op relies on non-deterministic operations i.e., it is listed here:\n"
    "https://pytorch.org/docs/stable/generated/torch.use_deterministic_algorithms.html\n"
    "this failure might be expected.\n\nIf you are adding a new operator, please file an issue "
    "and then use one of the\nworkarounds. The workaround depends on how your test invokes "
    "gradcheck/gradgradcheck.\nIf the test\n- manually invokes gradcheck/gradgradcheck, then "
    "call gradcheck/gradgradcheck\n  with `nondet_tol=<tol>` as a keyword argument.\n- is "
    "OpInfo-based (e.g., in test_ops_gradients.py), then modify the OpInfo for the test\n  to "
    "have `gradcheck_nondet_tol=<tol>`.\n- is a Module test (e.g., in common_nn.py), then "
    "modify the corresponding\n  module_test entry to have `gradcheck_nondet_tol=<tol>`\n")


def _check_attributes(jac1, jac2, nondet_tol, sizes_ok, types_ok, check_grad_dtypes):
    reentrant = True
    for a, b in zip(jac1, jac2):
        if a.numel() and (a - b).abs().max() > nondet_tol:
            reentrant = False
    if not types_ok and check_grad_dtypes:
        raise GradcheckError("Gradient has dtype mismatch")
    if not sizes_ok:
        raise GradcheckError("Analytical gradient has incorrect size")
    if not reentrant:
        raise GradcheckError(
            "Backward is not reentrant, i.e., running backward with same input and grad_output "
            "multiple times gives different values, although analytical gradient matches "
            "numerical gradient.The tolerance for nondeterminism was " + str(nondet_tol) + "." +
            _FAILED_NONDET_MSG)


def _check(func, inputs, eps, atol, rtol, nondet_tol, check_grad_dtypes, analytical_of=None,
           fast_mode=False):
    _check_inputs(inputs)
    func_out = _as_tuple(func(*inputs))
    if analytical_of is None:
        outputs = _differentiable_outputs(func_out)
    else:
        outputs = func_out
    if fast_mode:
        _fast(func, func_out, inputs, outputs, eps, atol, rtol, nondet_tol, check_grad_dtypes,
              analytical_of)
        if analytical_of is None:
            _mul_by_grad_output(inputs, outputs)
        return True
    numerical = _numerical(func, inputs, func_out, eps)
    if not outputs:
        for per_input in numerical:
            for jacobian in per_input:
                if torch.ne(jacobian, 0).sum() > 0:
                    raise GradcheckError("Numerical gradient for function expected to be zero")
        return True
    keep = [i for i, o in enumerate(func_out) if analytical_of is not None or o.requires_grad]
    for i, oi in enumerate(keep):
        o = func_out[oi]
        if analytical_of is None:
            jac1, sizes_ok, types_ok = _analytical(inputs, o)
            jac2, _, _ = _analytical(inputs, o)
            _check_attributes(jac1, jac2, nondet_tol, sizes_ok, types_ok, check_grad_dtypes)
        else:
            jac1 = analytical_of(oi)
        for j, a in enumerate(jac1):
            n = numerical[j][oi]
            if not _allclose(a, n.to(a.device), rtol, atol):
                raise GradcheckError(_notallclose_msg(a, n, i, j))
    if analytical_of is None:
        _mul_by_grad_output(inputs, outputs)
    return True


def _mul_by_grad_output(inputs, outputs):
    # PyTorch's _test_backward_mul_by_grad_output: zero grad_outputs give zero gradients.
    if True:
        diff = _diff_inputs(inputs)
        grads = torch.autograd.grad(list(outputs), diff, [torch.zeros_like(o) for o in outputs],
                                    allow_unused=True)
        for gi, di in zip(grads, diff):
            if gi is None:
                continue
            if gi.shape != di.shape:
                raise GradcheckError("grad is incorrect size")
            if not gi.eq(0).all():
                raise GradcheckError("backward not multiplied by grad_output")
            if gi.dtype != di.dtype:
                raise GradcheckError("grad is incorrect type")


# ---- fast mode: v^T J u for random unit u, v from a fresh generator (the global one is not
# touched), numerically along u and analytically from one backward pass with v.


def _vec(x, generator):
    vec = torch.rand(x.numel(), generator=generator).to(dtype=x.dtype, device=x.device)
    vec /= vec.norm()
    return vec


def _numerical_along(func, inputs, idx, u, eps):
    entry = inputs[idx].detach()
    version = entry._version
    d = u.reshape(entry.shape) * eps
    orig = entry.clone()
    entry.copy_(orig - d)
    outa = _as_tuple(func(*inputs))
    entry.copy_(orig + d)
    outb = _as_tuple(func(*inputs))
    entry.copy_(orig)
    torch._unsafe_set_version_counter((entry,), (version,))
    return [((b - a) / (2 * eps)).detach().reshape(-1) for a, b in zip(outa, outb)]


def _fast(func, func_out, inputs, outputs, eps, atol, rtol, nondet_tol, check_grad_dtypes,
          analytical_of):
    diff_idx = [i for i, t in enumerate(inputs) if isinstance(t, torch.Tensor) and
                t.requires_grad]
    generator = torch.Generator()
    all_u = [_vec(inputs[i], generator) for i in diff_idx]
    all_v = [_vec(o, generator) for o in outputs]
    numerical = []
    for idx, u in zip(diff_idx, all_u):
        jus = _numerical_along(func, inputs, idx, u, eps)
        kept = [ju for ju, o in zip(jus, func_out)
                if isinstance(o, torch.Tensor) and o.is_floating_point() and
                (analytical_of is not None or o.requires_grad)]
        numerical.append([(v * ju).sum() for v, ju in zip(all_v, kept)])
    if not outputs:
        for idx, u in zip(diff_idx, all_u):
            for ju in _numerical_along(func, inputs, idx, u, eps):
                if ju.numel() and (ju - torch.zeros_like(ju)).abs().max() > nondet_tol:
                    raise GradcheckError("Numerical gradient for function expected to be zero")
    analytical = []
    diff = _diff_inputs(inputs)
    for j, (o, v) in enumerate(zip(outputs, all_v)):
        if analytical_of is None:
            runs = []
            for _ in range(2):
                gs = torch.autograd.grad([o], diff, [v.reshape(o.shape)], retain_graph=True,
                                         allow_unused=True)
                sizes_ok, types_ok, cols = True, True, []
                for x, g in zip(diff, gs):
                    col = x.new_zeros((x.numel(), 1))
                    if g is not None:
                        if g.shape != x.shape:
                            sizes_ok = False
                        elif g.dtype != x.dtype:
                            types_ok = False
                        if g.numel() == x.numel():
                            col[:, 0] = g.reshape(-1).to(x.dtype)
                    cols.append(col)
                runs.append((cols, sizes_ok, types_ok))
            _check_attributes(runs[0][0], runs[1][0], nondet_tol, runs[0][1], runs[0][2],
                              check_grad_dtypes)
            vjs = [c.t().squeeze(0) for c in runs[0][0]]
        else:
            vjs = [a @ v.to(a.dtype) for a in analytical_of(j)]
        analytical.append([vj.dot(u) for vj, u in zip(vjs, all_u)])
    for i, per_input in enumerate(numerical):
        for j, n in enumerate(per_input):
            a = analytical[j][i]
            updated_atol = atol * float(all_u[i].sum()) * float(all_v[j].sum())
            if not _allclose(a, n.to(a.device), rtol, updated_atol):
                raise GradcheckError(_notallclose_msg(a, n, j, i) +
                                     _slow_error(func, inputs, outputs, i, j, rtol, atol, eps,
                                                 analytical_of))


_FAST_FAIL_SLOW_OK_MSG = (
    "Fast gradcheck failed but element-wise differences are small. This means that the\n"
    "test might've passed in slow_mode!\n\nIf you are adding a new operator, please file an "
    "issue and then use one of the\nworkarounds. The workaround depends on how your test "
    "invokes gradcheck/gradgradcheck:\n\nIf the test\n- manually invokes gradcheck/"
    "gradgradcheck, then call gradcheck/gradgradcheck\n  with `fast_mode=False` as a keyword "
    "argument.\n- is OpInfo-based (e.g., in test_ops_gradients.py), then modify the OpInfo for "
    "the test\n  to have `gradcheck_fast_mode=False`\n- is a Module test (e.g., in "
    "common_nn.py), then modify the corresponding\n  module_test entry to have "
    "`gradcheck_fast_mode=False`")


def _slow_error(func, inputs, outputs, i, j, rtol, atol, eps, analytical_of):
    slow_numerical = _numerical(func, inputs, outputs, eps)[i][j]
    if analytical_of is None:
        slow_analytical = _analytical(inputs, outputs[j])[0][i]
    else:
        slow_analytical = analytical_of(j)[i]
    slow_max_diff = (slow_numerical - slow_analytical).abs().max()
    slow_allclose = torch.allclose(slow_analytical, slow_numerical, rtol, atol)
    msg = ("\nThe above quantities relating the numerical and analytical jacobians are computed "
           "\nin fast mode. See: https://github.com/pytorch/pytorch/issues/53876 for more "
           "background \nabout fast mode. Below, we recompute numerical and analytical jacobians "
           "in slow mode:\n\nNumerical:\n " + _fmt(slow_numerical) + "\nAnalytical:\n" +
           _fmt(slow_analytical) + "\n\nThe max per-element difference (slow mode) is: " +
           _fmt(slow_max_diff) + ".\n")
    if slow_allclose:
        msg += _FAST_FAIL_SLOW_OK_MSG
    return msg


def _refuse(check_forward_ad):
    if check_forward_ad:
        raise NotImplementedError("torch.autograd.gradcheck(check_forward_ad=True) is not "
                                  "supported in the playground yet: there is no forward-mode AD")


def gradcheck(func, inputs, *, eps=1e-6, atol=1e-5, rtol=1e-3, raise_exception=True,
              nondet_tol=0.0, check_undefined_grad=True, check_grad_dtypes=False,
              check_batched_grad=False, check_batched_forward_grad=False, check_forward_ad=False,
              check_backward_ad=True, fast_mode=False, masked=None):
    """Check the gradients of func at inputs against finite differences (True, or
    GradcheckError / False)."""
    _refuse(check_forward_ad)
    tupled = _as_tuple(inputs)
    if not raise_exception:
        try:
            return _check(func, tupled, eps, atol, rtol, nondet_tol, check_grad_dtypes,
                          fast_mode=fast_mode)
        except GradcheckError:
            return False
    return _check(func, tupled, eps, atol, rtol, nondet_tol, check_grad_dtypes,
                  fast_mode=fast_mode)


def gradgradcheck(func, inputs, grad_outputs=None, *, eps=1e-6, atol=1e-5, rtol=1e-3,
                  gen_non_contig_grad_outputs=False, raise_exception=True, nondet_tol=0.0,
                  check_undefined_grad=True, check_grad_dtypes=False, check_batched_grad=False,
                  check_fwd_over_rev=False, check_rev_over_rev=True, fast_mode=False,
                  masked=False):
    """Check second derivatives: gradcheck of (inputs, grad_outputs) -> the gradients (see the
    top for what the playground can check)."""
    _refuse(check_fwd_over_rev)
    tupled_inputs = _as_tuple(inputs)
    if grad_outputs is None:
        from torch.testing import make_tensor

        outputs = _differentiable_outputs(func(*tupled_inputs))
        tupled_grad_outputs = tuple(
            make_tensor(x.shape, dtype=x.dtype if x.is_floating_point() else torch.double,
                        device=x.device, low=-1, high=1, requires_grad=True,
                        noncontiguous=gen_non_contig_grad_outputs)
            for x in outputs)
    else:
        tupled_grad_outputs = _as_tuple(grad_outputs)
    num_outputs = len(tupled_grad_outputs)
    diff_input_args_indices = [i for i, x in enumerate(tupled_inputs)
                               if isinstance(x, torch.Tensor) and x.requires_grad]
    diff_grad_output_indices = [i for i, x in enumerate(tupled_grad_outputs) if x.requires_grad]

    def new_func(*args):
        with torch.enable_grad():
            return _new_func(*args)

    def _new_func(*args):
        input_args = tuple(x.requires_grad_() if i in diff_input_args_indices else x
                           for i, x in enumerate(args[:-num_outputs]))
        outs = _differentiable_outputs(func(*input_args))
        grad_outs = tuple(x.requires_grad_() if i in diff_grad_output_indices else x
                          for i, x in enumerate(args[-num_outputs:]))
        diff = tuple(x for x in input_args if isinstance(x, torch.Tensor) and x.requires_grad)
        grad_inputs = torch.autograd.grad(outs, diff, grad_outs, retain_graph=True,
                                          allow_unused=True)
        return tuple(g for g in grad_inputs if g is not None)

    all_inputs = tupled_inputs + tupled_grad_outputs
    diff_idx = [i for i, x in enumerate(all_inputs)
                if isinstance(x, torch.Tensor) and x.requires_grad]
    cache = {}

    def analytical_of(oi):
        if "jac" not in cache:
            def over_diff(xs):
                args = list(all_inputs)
                for i, x in zip(diff_idx, xs):
                    args[i] = x
                return list(new_func(*args))

            outs = [o.detach() for o in new_func(*all_inputs)]
            cache["jac"] = _fn._numeric(over_diff, [all_inputs[i] for i in diff_idx], outs)
        res = []
        for j, i in enumerate(diff_idx):
            jo = cache["jac"][oi][j]
            res.append(jo.reshape(-1, all_inputs[i].numel()).t().contiguous())
        return res

    def run():
        return _check(new_func, all_inputs, eps, atol, rtol, nondet_tol, check_grad_dtypes,
                      analytical_of=analytical_of, fast_mode=fast_mode)

    if not raise_exception:
        try:
            return run()
        except GradcheckError:
            return False
    return run()


# PyTorch's torch.autograd.gradcheck is this function, not this module (its autograd/__init__
# does `from .gradcheck import gradcheck`): bind it there when this module is imported directly.
torch.autograd.gradcheck = gradcheck
torch.autograd.gradgradcheck = gradgradcheck
