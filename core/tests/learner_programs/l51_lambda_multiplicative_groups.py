# LambdaLR with one lambda per parameter group, MultiplicativeLR, StepLR on groups with
# different base lrs, and a training loop that records the lr of each group.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(5)

model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 1)).to(device)
opt = torch.optim.SGD([
    {"params": model[0].parameters(), "lr": 0.1},
    {"params": model[2].parameters()},
], lr=0.01, momentum=0.9)
sched = torch.optim.lr_scheduler.LambdaLR(opt, [lambda e: 0.9 ** e, lambda e: 1.0 / (1 + e)])
X, y = torch.randn(10, 4), torch.randn(10, 1)
for epoch in range(5):
    loss = nn.functional.mse_loss(model(X.to(device)), y.to(device))
    opt.zero_grad()
    loss.backward()
    opt.step()
    sched.step()
    print(epoch, f"{loss.item():.4f}", [round(g["lr"], 5) for g in opt.param_groups],
          [round(g["initial_lr"], 5) for g in opt.param_groups])

opt = torch.optim.Adam([torch.zeros(1, requires_grad=True)], lr=1.0)
mult = torch.optim.lr_scheduler.MultiplicativeLR(opt, lr_lambda=lambda e: 0.5 if e % 2 else 1.0)
lrs = []
for _ in range(6):
    opt.step()
    mult.step()
    lrs.append(opt.param_groups[0]["lr"])
print("multiplicative", lrs)

opt = torch.optim.SGD([{"params": [torch.zeros(1, requires_grad=True)], "lr": 1.0},
                       {"params": [torch.zeros(1, requires_grad=True)], "lr": 0.3}], lr=0.1)
step = torch.optim.lr_scheduler.StepLR(opt, step_size=2, gamma=0.5)
for _ in range(5):
    opt.step()
    step.step()
print("steplr", [round(v, 5) for v in step.get_last_lr()], step.last_epoch)
print("base_lrs", step.base_lrs)
