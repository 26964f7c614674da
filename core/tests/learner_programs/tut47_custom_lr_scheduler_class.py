# Writing your own scheduler by subclassing LRScheduler (get_lr with last_epoch and base_lrs,
# a closed form), param groups with different lrs, last_epoch resume and state_dict contents.
import math
import torch
import torch.nn as nn
from torch.optim.lr_scheduler import LRScheduler

device = "cpu"
torch.manual_seed(0)


class WarmupCosine(LRScheduler):
    def __init__(self, optimizer, warmup, total, min_ratio=0.1, last_epoch=-1):
        self.warmup, self.total, self.min_ratio = warmup, total, min_ratio
        super().__init__(optimizer, last_epoch)

    def get_lr(self):
        t = self.last_epoch
        if t < self.warmup:
            f = (t + 1) / self.warmup
        else:
            p = min(1.0, (t - self.warmup) / max(1, self.total - self.warmup))
            f = self.min_ratio + (1 - self.min_ratio) * 0.5 * (1 + math.cos(math.pi * p))
        return [base * f for base in self.base_lrs]


model = nn.Sequential(nn.Linear(3, 3), nn.Linear(3, 1)).to(device)
opt = torch.optim.AdamW([{"params": model[0].parameters(), "lr": 1e-2},
                         {"params": model[1].parameters(), "lr": 1e-3, "weight_decay": 0.0}], weight_decay=0.05)
sched = WarmupCosine(opt, warmup=3, total=10)
print([g["initial_lr"] for g in opt.param_groups], sched.base_lrs, sched.last_epoch)
hist = []
for step in range(12):
    hist.append(tuple(round(lr, 6) for lr in sched.get_last_lr()))
    opt.step()
    sched.step()
print(hist)
sd = sched.state_dict()
print(sorted(k for k in sd.keys()), sd["last_epoch"], sd["warmup"], sd["_step_count"])
opt2 = torch.optim.AdamW(model.parameters(), lr=0.5)
for g in opt2.param_groups:
    g["initial_lr"] = 0.5
s2 = WarmupCosine(opt2, warmup=3, total=10, last_epoch=4)
print(s2.last_epoch, [round(x, 6) for x in s2.get_last_lr()], round(opt2.param_groups[0]["lr"], 6))
try:
    WarmupCosine(torch.optim.SGD(model.parameters(), lr=0.1), 2, 5, last_epoch=3)
except KeyError as e:
    print("KeyError:", str(e)[:60])
opt3 = torch.optim.SGD(model.parameters(), lr=0.1)
s3 = torch.optim.lr_scheduler.LambdaLR(opt3, lr_lambda=lambda e: 0.5 ** e)
for _ in range(3):
    opt3.step()
    s3.step()
print(s3.get_last_lr(), s3.last_epoch, "lr_lambdas" in s3.state_dict())
