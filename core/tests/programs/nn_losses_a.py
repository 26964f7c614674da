# BCELoss, HuberLoss, SmoothL1Loss, KLDivLoss, PoissonNLLLoss and GaussianNLLLoss (Python modules
# over torch.nn.functional): reprs, every reduction, values with edge inputs, gradients, and
# PyTorch's errors for a bad reduction or bad arguments.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(12)


def show(*vals):
    # Full-precision floats (tolist), so the comparison's 1e-5 tolerance covers a last-ulp
    # difference that a 4-decimal print could round across.
    print(*[v.detach().tolist() if torch.is_tensor(v) else v for v in vals])

def showl(name, v):
    show(name, v.item() if v.dim() == 0 else v)


def grads(name, loss_fn, *tensors):
    ins = [t.clone().requires_grad_(True) for t in tensors]
    loss = loss_fn(*ins)
    loss.backward()
    show(name, loss.item())
    for t in ins:
        show(t.grad)

# BCE: probabilities, with exact 0 and 1 (the logs clamp at -100).
p = torch.sigmoid(torch.randn(4, 5, device=device))
y = torch.rand(4, 5, device=device)
yb = (torch.rand(4, 5, device=device) > 0.5).float()
wt = torch.rand(5, device=device) + 0.5
for red in ["mean", "sum", "none"]:
    showl("bce " + red, nn.BCELoss(reduction=red)(p, y))
    showl("bce w " + red, nn.BCELoss(weight=wt, reduction=red)(p, yb))
edge_p = torch.tensor([0.0, 1.0, 0.0, 1.0, 1e-6, 0.999999, 0.5], device=device)
edge_y = torch.tensor([0.0, 1.0, 1.0, 0.0, 1.0, 0.0, 0.5], device=device)
showl("bce edge", F.binary_cross_entropy(edge_p, edge_y, reduction="none"))
showl("bce edge mean", F.binary_cross_entropy(edge_p, edge_y))
ep = edge_p.clone().requires_grad_(True)
F.binary_cross_entropy(ep, edge_y, reduction="sum").backward()
show("bce edge grad", ep.grad)
grads("bce grad", lambda a: F.binary_cross_entropy(a, y, weight=wt), p)
grads("bce grad sum", lambda a: nn.BCELoss(reduction="sum")(a, yb), p)
show(nn.BCELoss(), nn.BCELoss(weight=wt), nn.BCELoss(size_average=False).reduction, nn.BCELoss(reduce=False).reduction)

# Huber and SmoothL1: both sides of delta / beta, and exactly at it.
a = torch.randn(3, 6, device=device) * 2
b = torch.randn(3, 6, device=device)
b[0, 0] = a[0, 0] + 1.0
b[0, 1] = a[0, 1] - 2.0
b[0, 2] = a[0, 2]
for red in ["mean", "sum", "none"]:
    showl("huber " + red, nn.HuberLoss(reduction=red)(a, b))
    showl("huber d2 " + red, nn.HuberLoss(reduction=red, delta=2.0)(a, b))
    showl("smoothl1 " + red, nn.SmoothL1Loss(reduction=red)(a, b))
    showl("smoothl1 b0.5 " + red, nn.SmoothL1Loss(reduction=red, beta=0.5)(a, b))
showl("smoothl1 b0", F.smooth_l1_loss(a, b, beta=0.0))
showl("huber w", F.huber_loss(a, b, weight=torch.rand(3, 6, device=device), reduction="sum"))
grads("huber grad", lambda u, v: nn.HuberLoss(delta=1.5)(u, v), a, b)
grads("smoothl1 grad", lambda u, v: nn.SmoothL1Loss(beta=2.0, reduction="sum")(u, v), a, b)
show(nn.HuberLoss(delta=0.5), nn.HuberLoss(delta=0.5).delta, nn.SmoothL1Loss(beta=0.25), nn.SmoothL1Loss(beta=0.25).beta)

# KL divergence: log-probabilities against probabilities (some exactly 0) or log-probabilities.
logq = F.log_softmax(torch.randn(4, 5, device=device), dim=1)
pt = F.softmax(torch.randn(4, 5, device=device), dim=1)
pt[1, 2] = 0.0
for red in ["mean", "batchmean", "sum", "none"]:
    showl("kl " + red, nn.KLDivLoss(reduction=red)(logq, pt))
    showl("kl logt " + red, nn.KLDivLoss(reduction=red, log_target=True)(logq, pt.clamp(min=1e-3).log()))
grads("kl grad", lambda u: nn.KLDivLoss(reduction="batchmean")(u, pt), logq)
grads("kl grad logt", lambda u, v: F.kl_div(u, v, reduction="sum", log_target=True), logq, pt.clamp(min=1e-3).log())

# Poisson NLL: log-rate input or rate input, with Stirling's term.
rate_in = torch.randn(3, 4, device=device)
counts = torch.tensor([[0.0, 1.0, 2.0, 5.0], [3.0, 0.0, 7.0, 1.0], [10.0, 4.0, 0.0, 2.0]], device=device)
for red in ["mean", "sum", "none"]:
    showl("poisson " + red, nn.PoissonNLLLoss(reduction=red)(rate_in, counts))
    showl("poisson full " + red, nn.PoissonNLLLoss(full=True, reduction=red)(rate_in, counts))
    showl("poisson rate " + red, nn.PoissonNLLLoss(log_input=False, reduction=red)(rate_in.exp(), counts))
grads("poisson grad", lambda u: nn.PoissonNLLLoss(full=True)(u, counts), rate_in)
grads("poisson grad rate", lambda u: F.poisson_nll_loss(u, counts, log_input=False, eps=1e-4), rate_in.exp())

# Gaussian NLL: per-element, per-row (one short) and scalar variances; small ones clamp at eps.
mu = torch.randn(4, 3, device=device)
obs = torch.randn(4, 3, device=device)
var = torch.rand(4, 3, device=device) + 0.1
var[0, 0] = 1e-8
for red in ["mean", "sum", "none"]:
    showl("gauss " + red, nn.GaussianNLLLoss(reduction=red)(mu, obs, var))
    showl("gauss full " + red, nn.GaussianNLLLoss(full=True, eps=1e-3, reduction=red)(mu, obs, var))
showl("gauss row", F.gaussian_nll_loss(mu, obs, var[:, 0]))
showl("gauss col1", F.gaussian_nll_loss(mu, obs, var[:, :1]))
showl("gauss scalar", F.gaussian_nll_loss(mu, obs, 0.5))
grads("gauss grad", lambda u, v: nn.GaussianNLLLoss()(u, obs, v), mu, var)
show(nn.KLDivLoss(), nn.KLDivLoss(reduction="batchmean", log_target=True).log_target, nn.PoissonNLLLoss(full=True), nn.GaussianNLLLoss(eps=1e-3).eps)

# Errors.
for f in [
    lambda: nn.BCELoss(reduction="avg")(p, y),
    lambda: nn.HuberLoss(reduction="bogus")(a, b),
    lambda: F.smooth_l1_loss(a, b, reduction="max"),
    lambda: nn.KLDivLoss(reduction="batch")(logq, pt),
    lambda: nn.PoissonNLLLoss(reduction="x")(rate_in, counts),
    lambda: nn.GaussianNLLLoss(reduction="y")(mu, obs, var),
    lambda: F.binary_cross_entropy(p, y[:, :4]),
    lambda: F.gaussian_nll_loss(mu, obs, -var),
    lambda: F.gaussian_nll_loss(mu, obs, var[:2]),
    lambda: F.gaussian_nll_loss(mu, obs, -1.0),
    lambda: F.huber_loss(a, b, weight=torch.ones(6, device=device)),
    lambda: F.huber_loss(a, b, weight=torch.ones(3, 6, device=device), reduction="no"),
]:
    try:
        f()
    except ValueError as e:
        show("ValueError:", e)
try:
    F.smooth_l1_loss(a, b, beta=-1.0)
except RuntimeError as e:
    show("RuntimeError:", e)
try:
    nn.HuberLoss(delta="1")
except TypeError as e:
    show("TypeError:", e)
