# A learner's own optimizer and scheduler: subclassing torch.optim.Optimizer (SGD with momentum
# and weight decay, state per parameter, closure support), checking it against torch.optim.SGD
# step for step, and a custom LRScheduler subclass with get_lr (linear warmup then inverse sqrt).
import torch
import torch.nn as nn
from torch.optim import Optimizer
from torch.optim.lr_scheduler import LRScheduler

device = "cpu"
torch.manual_seed(55)


class MySGD(Optimizer):
    def __init__(self, params, lr=0.01, momentum=0.0, weight_decay=0.0):
        if lr < 0.0:
            raise ValueError(f"Invalid learning rate: {lr}")
        defaults = dict(lr=lr, momentum=momentum, weight_decay=weight_decay)
        super().__init__(params, defaults)

    @torch.no_grad()
    def step(self, closure=None):
        loss = None
        if closure is not None:
            with torch.enable_grad():
                loss = closure()
        for group in self.param_groups:
            for p in group["params"]:
                if p.grad is None:
                    continue
                d_p = p.grad
                if group["weight_decay"] != 0:
                    d_p = d_p.add(p, alpha=group["weight_decay"])
                if group["momentum"] != 0:
                    state = self.state[p]
                    if "momentum_buffer" not in state:
                        buf = state["momentum_buffer"] = torch.clone(d_p).detach()
                    else:
                        buf = state["momentum_buffer"]
                        buf.mul_(group["momentum"]).add_(d_p)
                    d_p = buf
                p.add_(d_p, alpha=-group["lr"])
        return loss


class WarmupInvSqrt(LRScheduler):
    def __init__(self, optimizer, warmup_steps, last_epoch=-1):
        self.warmup_steps = warmup_steps
        super().__init__(optimizer, last_epoch)

    def get_lr(self):
        step = max(self.last_epoch, 1)
        scale = min(step / self.warmup_steps, (self.warmup_steps / step) ** 0.5)
        return [base * scale for base in self.base_lrs]


def make():
    torch.manual_seed(0)
    return nn.Sequential(nn.Linear(4, 8), nn.Tanh(), nn.Linear(8, 1)).to(device)


X = torch.randn(32, 4, device=device)
y = torch.randn(32, 1, device=device)
m1, m2 = make(), make()
o1 = MySGD(m1.parameters(), lr=0.05, momentum=0.9, weight_decay=1e-3)
o2 = torch.optim.SGD(m2.parameters(), lr=0.05, momentum=0.9, weight_decay=1e-3)
print(o1)
for step in range(5):
    for m, o in ((m1, o1), (m2, o2)):
        o.zero_grad()
        nn.functional.mse_loss(m(X), y).backward()
        o.step()
    same = all(torch.allclose(a, b, atol=1e-6) for a, b in zip(m1.parameters(), m2.parameters()))
    print(step, "matches torch.optim.SGD:", same)
print(len(o1.state), sorted(o1.state[next(m1.parameters())].keys()))
sd = o1.state_dict()
print(list(sd.keys()), sd["param_groups"][0]["params"], sd["param_groups"][0]["momentum"])


def closure():
    o1.zero_grad()
    loss = nn.functional.mse_loss(m1(X), y)
    loss.backward()
    return loss


print("closure loss", round(o1.step(closure).item(), 4))
try:
    MySGD(m1.parameters(), lr=-1)
except ValueError as e:
    print("ValueError:", e)

sched_opt = MySGD([nn.Parameter(torch.zeros(1))], lr=1.0)
sched = WarmupInvSqrt(sched_opt, warmup_steps=4)
lrs = []
for _ in range(10):
    lrs.append(round(sched.get_last_lr()[0], 4))
    sched_opt.step()
    sched.step()
print(lrs)
print(sched.state_dict()["last_epoch"], sched.state_dict()["warmup_steps"])
