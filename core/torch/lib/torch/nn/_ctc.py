"""F.ctc_loss: the CTC forward (alpha) recursion over the blank-interleaved targets in log space,
each sample read at its own input and target length. The gradient is PyTorch's: for t below the
sample's input length, exp(log_probs) minus the alignment occupancy (the gradient through the
log_softmax that makes log_probs, as ATen's ctc_loss_backward returns it), zero beyond."""
import torch

_NEG = -1e30  # log(0) kept finite, so no intermediate is inf where the loss is finite


def _lengths(v, n):
    if isinstance(v, torch.Tensor):
        v = v.reshape(-1).tolist()
    elif isinstance(v, int):
        v = [v]
    v = [int(x) for x in v]
    if len(v) != n:
        raise RuntimeError("Expected tensor to have size at least " + str(n) + " at dimension 0, "
                           "but got size " + str(len(v)))
    return v


def _nll(lp, ext, skip, il, tl):
    """Per-sample negative log-likelihood (N,), from log_probs lp (T, N, C)."""
    T, N, _ = lp.shape
    L = ext.shape[1]
    idx = ext.unsqueeze(0).expand(T, N, L)
    lpe = lp.gather(2, idx)  # (T, N, L)
    neg = torch.full((N, 1), _NEG, dtype=lp.dtype, device=lp.device)
    start = torch.full((N, L), _NEG, dtype=lp.dtype, device=lp.device)
    first = torch.zeros(N, L, dtype=torch.bool, device=lp.device)
    first[:, :2] = True
    alpha = torch.where(first, lpe[0], start)
    alphas = [alpha]
    for t in range(1, T):
        a1 = torch.cat([neg, alpha[:, :-1]], 1)
        a2 = torch.where(skip, torch.cat([neg, neg, alpha[:, :-2]], 1)[:, :L], _NEG)
        alpha = torch.logsumexp(torch.stack([alpha, a1, a2]), 0) + lpe[t]
        alphas.append(alpha)
    A = torch.stack(alphas)  # (T, N, L)
    rows = torch.arange(N, device=lp.device)
    t_end = torch.tensor([max(i - 1, 0) for i in il], device=lp.device)
    at_end = A[t_end, rows]  # (N, L)
    last = torch.tensor([2 * s for s in tl], device=lp.device).unsqueeze(1)
    prev = torch.tensor([max(2 * s - 1, 0) for s in tl], device=lp.device).unsqueeze(1)
    e1 = at_end.gather(1, last).squeeze(1)
    e2 = at_end.gather(1, prev).squeeze(1)
    e2 = torch.where(torch.tensor([s > 0 for s in tl], device=lp.device), e2, _NEG)
    return -torch.logsumexp(torch.stack([e1, e2]), 0)


class _CTC(torch.autograd.Function):
    _node_name = "CtcLossBackward0"

    @staticmethod
    def forward(ctx, lp, ext, skip, il, tl, zero_infinity):
        with torch.enable_grad():
            x = lp.detach().requires_grad_(True)
            nll = _nll(x, ext, skip, il, tl)
            occ = torch.autograd.grad(nll.sum(), x)[0]  # -occupancy, per sample's own column
        value = nll.detach()
        finite = value < 1e29
        value = torch.where(finite, value, torch.inf)
        T = lp.shape[0]
        t = torch.arange(T, device=lp.device).unsqueeze(1)
        live = (t < torch.tensor(il, device=lp.device).unsqueeze(0)).unsqueeze(2)  # (T, N, 1)
        grad = torch.where(live, lp.detach().exp() + occ, 0.0)
        if zero_infinity:
            grad = torch.where(finite.reshape(1, -1, 1), grad, 0.0)
        ctx.save_for_backward(grad)
        return value

    @staticmethod
    def backward(ctx, g):
        grad, = ctx.saved_tensors
        return grad * g.reshape(1, -1, 1), None, None, None, None, None


def ctc_loss(log_probs, targets, input_lengths, target_lengths, blank=0, reduction="mean",
             zero_infinity=False):
    unbatched = log_probs.dim() == 2
    lp = log_probs.unsqueeze(1) if unbatched else log_probs
    T, N, C = lp.shape
    il = _lengths(input_lengths, N)
    tl = _lengths(target_lengths, N)
    if unbatched:
        rows = [targets.reshape(-1)[:tl[0]].tolist()]
    elif targets.dim() == 1:
        flat, rows, at = targets.tolist(), [], 0
        for s in tl:
            rows.append(flat[at:at + s])
            at += s
    else:
        rows = [targets[n, :tl[n]].tolist() for n in range(N)]
    S = max(tl) if tl else 0
    L = 2 * S + 1
    ext = [[blank] * L for _ in range(N)]
    skip = [[False] * L for _ in range(N)]
    for n, row in enumerate(rows):
        for i, c in enumerate(row):
            ext[n][2 * i + 1] = c
        for s in range(2, L):
            skip[n][s] = ext[n][s] != blank and ext[n][s] != ext[n][s - 2]
    ext = torch.tensor(ext, dtype=torch.long, device=lp.device)
    skip = torch.tensor(skip, dtype=torch.bool, device=lp.device)
    loss = _CTC.apply(lp, ext, skip, il, tl, zero_infinity)
    if zero_infinity:
        loss = torch.where(torch.isinf(loss), torch.zeros((), dtype=loss.dtype,
                                                          device=loss.device), loss)
    if reduction == "none":
        return loss[0] if unbatched else loss
    if reduction == "sum":
        return loss.sum()
    if reduction == "mean":
        lengths = torch.tensor(tl, dtype=loss.dtype, device=loss.device).clamp(min=1)
        return (loss / lengths).mean()
    raise ValueError(str(reduction) + " is not a valid value for reduction")
