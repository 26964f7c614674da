"""LBFGS's line_search_fn="strong_wolfe": a bracketing phase, then a zoom phase, each new trial
step the minimizer of the cubic through two points' values and directional derivatives, until
the strong Wolfe conditions hold (sufficient decrease c1, curvature c2) or 25 evaluations are
spent; PyTorch's procedure, step for step, so a seeded program follows the same iterates. Values
stay 0-d tensors where PyTorch's are (the directional derivatives), so they round alike."""
import math

import torch


def _lt(a, b):
    return bool(a < b)


def _min2(a, b):
    # the builtin min() of two: b only where b < a (the VM's min() doesn't compare tensors)
    return b if _lt(b, a) else a


def _max2(a, b):
    return b if _lt(a, b) else a


def _sqrt(v):
    return v.sqrt() if isinstance(v, torch.Tensor) else math.sqrt(v)


def cubic_interpolate(x1, f1, g1, x2, f2, g2, bounds=None):
    """The minimizer of the cubic matching (x1, f1, g1) and (x2, f2, g2), clamped to bounds
    (the interval between x1 and x2 without); the bounds' midpoint where the cubic has none."""
    if bounds is not None:
        lo, hi = bounds
    else:
        lo, hi = (x1, x2) if not _lt(x2, x1) else (x2, x1)
    d1 = g1 + g2 - 3 * (f1 - f2) / (x1 - x2)
    d2_square = d1 ** 2 - g1 * g2
    if not _lt(d2_square, 0):
        d2 = _sqrt(d2_square)
        if not _lt(x2, x1):
            pos = x2 - (x2 - x1) * ((g2 + d2 - d1) / (g2 - g1 + 2 * d2))
        else:
            pos = x1 - (x1 - x2) * ((g1 + d2 - d1) / (g1 - g2 + 2 * d2))
        return _min2(_max2(pos, lo), hi)
    return (lo + hi) / 2.0


def strong_wolfe(obj_func, x, t, d, f, g, gtd, c1=1e-4, c2=0.9, tolerance_change=1e-9, max_ls=25):
    """(loss, flat_grad, step, evaluations) at a step along d satisfying the strong Wolfe
    conditions; obj_func(x, t, d) evaluates the closure at x + t * d and restores x."""
    d_norm = d.abs().max()
    g = g.clone()
    f_new, g_new = obj_func(x, t, d)
    evals = 1
    gtd_new = g_new.dot(d)
    t_prev, f_prev, g_prev, gtd_prev = 0, f, g, gtd
    done = False
    ls_iter = 0
    bracket_gtd = None
    while ls_iter < max_ls:
        if bool(f_new > (f + c1 * t * gtd)) or (ls_iter > 1 and f_new >= f_prev):
            bracket, bracket_f = [t_prev, t], [f_prev, f_new]
            bracket_g, bracket_gtd = [g_prev, g_new.clone()], [gtd_prev, gtd_new]
            break
        if bool(abs(gtd_new) <= -c2 * gtd):
            bracket, bracket_f, bracket_g = [t], [f_new], [g_new]
            done = True
            break
        if bool(gtd_new >= 0):
            bracket, bracket_f = [t_prev, t], [f_prev, f_new]
            bracket_g, bracket_gtd = [g_prev, g_new.clone()], [gtd_prev, gtd_new]
            break
        # extrapolate: a step between 1.01 t and 10 t
        min_step = t + 0.01 * (t - t_prev)
        max_step = t * 10
        tmp = t
        t = cubic_interpolate(t_prev, f_prev, gtd_prev, t, f_new, gtd_new, bounds=(min_step, max_step))
        t_prev, f_prev, g_prev, gtd_prev = tmp, f_new, g_new.clone(), gtd_new
        f_new, g_new = obj_func(x, t, d)
        evals += 1
        gtd_new = g_new.dot(d)
        ls_iter += 1
    if ls_iter == max_ls:
        bracket, bracket_f, bracket_g = [0, t], [f, f_new], [g, g_new]

    # zoom: shrink the bracket around a point meeting the conditions
    insuf_progress = False
    low, high = (0, 1) if not _lt(bracket_f[-1], bracket_f[0]) else (1, 0)
    while not done and ls_iter < max_ls:
        if bool(abs(bracket[1] - bracket[0]) * d_norm < tolerance_change):
            break
        t = cubic_interpolate(bracket[0], bracket_f[0], bracket_gtd[0],
                              bracket[1], bracket_f[1], bracket_gtd[1])
        b_max = _max2(bracket[0], bracket[1])
        b_min = _min2(bracket[0], bracket[1])
        eps = 0.1 * (b_max - b_min)
        if _lt(_min2(b_max - t, t - b_min), eps):
            # too close to an end: after a second time (or at an end), step 10% inside
            if insuf_progress or not _lt(t, b_max) or not _lt(b_min, t):
                if _lt(abs(t - b_max), abs(t - b_min)):
                    t = b_max - eps
                else:
                    t = b_min + eps
                insuf_progress = False
            else:
                insuf_progress = True
        else:
            insuf_progress = False
        f_new, g_new = obj_func(x, t, d)
        evals += 1
        gtd_new = g_new.dot(d)
        ls_iter += 1
        if bool(f_new > (f + c1 * t * gtd)) or f_new >= bracket_f[low]:
            bracket[high], bracket_f[high] = t, f_new
            bracket_g[high], bracket_gtd[high] = g_new.clone(), gtd_new
            low, high = (0, 1) if not _lt(bracket_f[1], bracket_f[0]) else (1, 0)
        else:
            if bool(abs(gtd_new) <= -c2 * gtd):
                done = True
            elif bool(gtd_new * (bracket[high] - bracket[low]) >= 0):
                bracket[high], bracket_f[high] = bracket[low], bracket_f[low]
                bracket_g[high], bracket_gtd[high] = bracket_g[low], bracket_gtd[low]
            bracket[low], bracket_f[low] = t, f_new
            bracket_g[low], bracket_gtd[low] = g_new.clone(), gtd_new
    return bracket_f[low], bracket_g[low], bracket[low], evals
