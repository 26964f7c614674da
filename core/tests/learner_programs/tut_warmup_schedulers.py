# Learning-rate warmup recipes: linear warmup with LambdaLR, OneCycleLR, cosine with warm restarts
# and ReduceLROnPlateau driven by a fake validation loss.
import torch
import torch.nn as nn
from torch.optim.lr_scheduler import LambdaLR, OneCycleLR, CosineAnnealingWarmRestarts, ReduceLROnPlateau

device = "cpu"
torch.manual_seed(3)
model = nn.Linear(2, 1).to(device)


def make_opt(lr=0.1):
    return torch.optim.SGD(model.parameters(), lr=lr, momentum=0.9)


opt = make_opt()
warm = 4
sched = LambdaLR(opt, lambda s: min(1.0, (s + 1) / warm))
lrs = []
for _ in range(7):
    lrs.append(round(opt.param_groups[0]["lr"], 4))
    opt.step()
    sched.step()
print("lambda warmup:", lrs)

opt = make_opt()
sched = OneCycleLR(opt, max_lr=1.0, total_steps=10, pct_start=0.3)
lrs, moms = [], []
for _ in range(10):
    lrs.append(round(opt.param_groups[0]["lr"], 4))
    moms.append(round(opt.param_groups[0]["momentum"], 4))
    opt.step()
    sched.step()
print("onecycle lr:", lrs)
print("onecycle momentum:", moms)
try:
    opt.step()
    sched.step()
except ValueError as e:
    print("ValueError:", str(e)[:60])

opt = make_opt()
sched = CosineAnnealingWarmRestarts(opt, T_0=3, T_mult=2, eta_min=0.01)
lrs = []
for _ in range(10):
    lrs.append(round(opt.param_groups[0]["lr"], 4))
    opt.step()
    sched.step()
print("warm restarts:", lrs)
print("T_i:", sched.T_i, "T_cur:", sched.T_cur)

opt = make_opt()
sched = ReduceLROnPlateau(opt, mode="min", factor=0.5, patience=1, threshold=0.01, cooldown=1, min_lr=0.01)
val = [1.0, 0.9, 0.895, 0.9, 0.91, 0.92, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0]
for epoch, v in enumerate(val):
    opt.step()
    sched.step(v)
    print(epoch, v, round(opt.param_groups[0]["lr"], 4), sched.num_bad_epochs, round(sched.best, 4))
print(sched.get_last_lr() if hasattr(sched, "get_last_lr") else None)
sd = sched.state_dict()
print(sorted(k for k in sd if not k.startswith("_")))
