# A learning-rate schedule sweep: several schedulers stepped over 12 epochs on a dummy
# optimizer, printing the lr each epoch (get_last_lr), then one used in a real training loop.
import math
import torch
import torch.nn as nn
from torch.optim import lr_scheduler

device = "cpu"
torch.manual_seed(1)


def make_opt(lr=0.1):
    p = nn.Parameter(torch.zeros(1))
    return torch.optim.SGD([p], lr=lr, momentum=0.9)


schedules = {
    "StepLR": lambda o: lr_scheduler.StepLR(o, step_size=4, gamma=0.5),
    "MultiStepLR": lambda o: lr_scheduler.MultiStepLR(o, milestones=[3, 7, 10], gamma=0.1),
    "ExponentialLR": lambda o: lr_scheduler.ExponentialLR(o, gamma=0.8),
    "CosineAnnealingLR": lambda o: lr_scheduler.CosineAnnealingLR(o, T_max=12, eta_min=0.001),
    "LambdaLR": lambda o: lr_scheduler.LambdaLR(o, lr_lambda=lambda e: 1.0 / (1 + e)),
    "LinearLR": lambda o: lr_scheduler.LinearLR(o, start_factor=0.25, total_iters=4),
    "OneCycleLR": lambda o: lr_scheduler.OneCycleLR(o, max_lr=0.5, total_steps=12),
    "PolynomialLR": lambda o: lr_scheduler.PolynomialLR(o, total_iters=10, power=2.0),
}

for name, make in schedules.items():
    opt = make_opt()
    sched = make(opt)
    lrs = []
    for epoch in range(12):
        lrs.append(sched.get_last_lr()[0])
        opt.step()
        sched.step()
    print(f"{name:18s}", " ".join(f"{lr:.4f}" for lr in lrs))

# Warmup followed by cosine via a lambda.
warmup, total = 3, 12
def warmup_cosine(step):
    if step < warmup:
        return (step + 1) / warmup
    progress = (step - warmup) / (total - warmup)
    return 0.5 * (1 + math.cos(math.pi * progress))

model = nn.Sequential(nn.Linear(4, 8), nn.Tanh(), nn.Linear(8, 1)).to(device)
opt = torch.optim.AdamW(model.parameters(), lr=0.05, weight_decay=0.01)
sched = lr_scheduler.LambdaLR(opt, warmup_cosine)
X = torch.randn(64, 4).to(device)
y = (X[:, :1] * 2 - X[:, 1:2]).to(device)
for epoch in range(total):
    loss = nn.functional.mse_loss(model(X), y)
    opt.zero_grad()
    loss.backward()
    opt.step()
    sched.step()
    print(f"epoch {epoch:2d} lr {opt.param_groups[0]['lr']:.5f} loss {loss.item():.4f}")
print(sched.state_dict()["last_epoch"], sched.state_dict()["base_lrs"])

# ReduceLROnPlateau on a plateauing metric.
opt = make_opt(1.0)
plateau = lr_scheduler.ReduceLROnPlateau(opt, mode="min", factor=0.5, patience=1)
for metric in [1.0, 0.9, 0.9, 0.9, 0.9, 0.8, 0.8, 0.8]:
    plateau.step(metric)
    print(metric, opt.param_groups[0]["lr"])
