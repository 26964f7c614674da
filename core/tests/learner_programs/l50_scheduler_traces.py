# Tracing learning rates of common schedulers per step: OneCycleLR (cos and linear, three_phase),
# CosineAnnealingLR past T_max, ReduceLROnPlateau (mode max, cooldown, min_lr), warmup via LambdaLR,
# and MultiStepLR; plus scheduler state_dict.
import torch
from torch.optim import lr_scheduler as S

device = "cpu"
torch.manual_seed(0)


def fresh(lr=0.1):
    p = torch.nn.Parameter(torch.zeros(2, device=device))
    return torch.optim.SGD([p], lr=lr, momentum=0.9)


def trace(opt, sched, n, metric=None):
    out = []
    for i in range(n):
        opt.step()
        if metric is None:
            sched.step()
        else:
            sched.step(metric[i])
        out.append(round(opt.param_groups[0]["lr"], 6))
    return out


o = fresh()
print("onecycle", trace(o, S.OneCycleLR(o, max_lr=1.0, total_steps=10), 9))
print("momentum", round(o.param_groups[0]["momentum"], 4))
o = fresh()
print("onecycle lin3", trace(o, S.OneCycleLR(o, max_lr=1.0, epochs=2, steps_per_epoch=5, anneal_strategy="linear", three_phase=True, pct_start=0.4), 9))
o = fresh()
print("cosine", trace(o, S.CosineAnnealingLR(o, T_max=4, eta_min=0.01), 9))
o = fresh()
metric = [0.1, 0.2, 0.2, 0.2, 0.2, 0.2, 0.2, 0.2, 0.3, 0.3]
print("plateau max", trace(o, S.ReduceLROnPlateau(o, mode="max", factor=0.1, patience=1, cooldown=2, min_lr=0.0005), 10, metric))
o = fresh()
warm = S.LambdaLR(o, lr_lambda=lambda step: min(1.0, (step + 1) / 4))
print("warmup", trace(o, warm, 6))
print(sorted(warm.state_dict().keys()))
o = fresh()
ms = S.MultiStepLR(o, milestones=[2, 5], gamma=0.1)
print("multistep", trace(o, ms, 7))
sd = ms.state_dict()
print(sd["milestones"], sd["last_epoch"], sd["_last_lr"])
o = fresh(lr=0.5)
ex = S.ExponentialLR(o, gamma=0.8)
print("exp", trace(o, ex, 4), ex.last_epoch, ex.base_lrs)
