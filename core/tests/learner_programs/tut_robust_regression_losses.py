# Regression with outliers: the same linear model fit with MSELoss, L1Loss, SmoothL1Loss (beta)
# and HuberLoss (delta), the loss values on a residual grid, their gradients (clipped for L1/
# Huber), the fitted slopes compared with the truth, and quantile (pinball) loss by hand.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(5)

r = torch.linspace(-3, 3, 7, device=device)
zeros = torch.zeros_like(r)
print("residual:  ", [f"{v:+.1f}" for v in r.tolist()])
for name, fn in [("MSE", nn.MSELoss(reduction="none")), ("L1", nn.L1Loss(reduction="none")),
                 ("SmoothL1", nn.SmoothL1Loss(reduction="none", beta=1.0)),
                 ("Huber d=1", nn.HuberLoss(reduction="none", delta=1.0)),
                 ("Huber d=2", nn.HuberLoss(reduction="none", delta=2.0)),
                 ("SmoothL1 b=2", nn.SmoothL1Loss(reduction="none", beta=2.0))]:
    print(f"{name:12s}", [f"{v:.3f}" for v in fn(r, zeros).tolist()])

rr = r.clone().requires_grad_(True)
nn.HuberLoss(reduction="sum", delta=1.0)(rr, zeros).backward()
print("Huber grad: ", rr.grad.tolist())
rr.grad = None
nn.L1Loss(reduction="sum")(rr, zeros).backward()
print("L1 grad:    ", rr.grad.tolist())

n = 100
x = torch.rand(n, 1) * 4
y = 2.0 * x + 1.0 + 0.2 * torch.randn(n, 1)
y[::10] += 15.0  # every tenth point is a gross outlier
x, y = x.to(device), y.to(device)
print("outliers:", int((y - (2 * x + 1)).abs().gt(5).sum()))

for name, loss_fn in [("MSE", nn.MSELoss()), ("L1", nn.L1Loss()), ("SmoothL1", nn.SmoothL1Loss()), ("Huber", nn.HuberLoss(delta=0.5))]:
    torch.manual_seed(0)
    model = nn.Linear(1, 1).to(device)
    opt = torch.optim.Adam(model.parameters(), lr=0.05)
    for step in range(400):
        loss = loss_fn(model(x), y)
        opt.zero_grad()
        loss.backward()
        opt.step()
    print(f"{name:8s} slope {model.weight.item():.3f} intercept {model.bias.item():.3f} final loss {loss.item():.4f}")


def pinball(pred, target, q):
    diff = target - pred
    return torch.maximum(q * diff, (q - 1) * diff).mean()


for q in (0.1, 0.5, 0.9):
    torch.manual_seed(0)
    model = nn.Linear(1, 1).to(device)
    opt = torch.optim.Adam(model.parameters(), lr=0.05)
    for step in range(400):
        loss = pinball(model(x), y, q)
        opt.zero_grad()
        loss.backward()
        opt.step()
    below = (y < model(x)).float().mean().item()
    print(f"quantile {q}: intercept {model.bias.item():.3f} fraction below the line {below:.2f}")
