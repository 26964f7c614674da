# torch.optim.lr_scheduler: the single-rule schedulers, stepped many times with SGD (two param
# groups) and Adam, printing get_last_lr() and the optimizer's own rate at each step.
import torch
import torch.nn as nn
from torch.optim import lr_scheduler as L

device = "cpu"
m = nn.Linear(3, 2).to(device)


def sgd():
    return torch.optim.SGD(
        [{"params": [m.weight], "lr": 0.1}, {"params": [m.bias]}], lr=0.05, momentum=0.9
    )


def adam():
    return torch.optim.Adam(m.parameters(), lr=0.01)


def run(name, make, opt, steps=12):
    s = make(opt)
    print(name, type(s).__name__, s.last_epoch, s.get_last_lr(), s.base_lrs)
    for i in range(steps):
        opt.step()
        s.step()
        print(" ", i, s.last_epoch, s.get_last_lr(), opt.param_groups[0]["lr"])


cases = [
    ("lambda", lambda o: L.LambdaLR(o, lambda e: 0.95**e)),
    ("lambda-list", lambda o: L.LambdaLR(o, [lambda e: 1.0 / (e + 1)] * len(o.param_groups))),
    ("mult", lambda o: L.MultiplicativeLR(o, lambda e: 0.9)),
    ("step", lambda o: L.StepLR(o, step_size=3, gamma=0.5)),
    ("step-float", lambda o: L.StepLR(o, step_size=2.5, gamma=0.3)),
    ("multistep", lambda o: L.MultiStepLR(o, milestones=[2, 5, 5, 9], gamma=0.7)),
    ("constant", lambda o: L.ConstantLR(o, factor=0.25, total_iters=4)),
    ("linear", lambda o: L.LinearLR(o, start_factor=0.1, end_factor=0.9, total_iters=7)),
    ("exp", lambda o: L.ExponentialLR(o, gamma=0.87)),
    ("poly", lambda o: L.PolynomialLR(o, total_iters=8, power=2.0)),
    ("cosine", lambda o: L.CosineAnnealingLR(o, T_max=5, eta_min=0.001)),
]
for name, make in cases:
    run(name, make, sgd())
    run(name, make, adam(), steps=6)

# A long cosine run: the chainable formula's rounding accumulates over periods.
opt = sgd()
s = L.CosineAnnealingLR(opt, T_max=7)
for i in range(40):
    s.step()
print("cosine40", s.get_last_lr())
opt = sgd()
s = L.PolynomialLR(opt)
for i in range(8):
    s.step()
print("poly-default", s.get_last_lr(), s.total_iters, s.power)

# step(epoch): the closed form (deprecated in PyTorch, still supported).
for name, make in cases[3:]:
    opt = sgd()
    s = make(opt)
    print("epoch", name, [s.step(e) or s.get_last_lr()[0] for e in (3, 1, 6, 10)])

# Resuming: last_epoch >= 0 needs "initial_lr" in each group.
opt = sgd()
for g in opt.param_groups:
    g["initial_lr"] = g["lr"] * 2
s = L.StepLR(opt, 2, last_epoch=4)
print("resume", s.last_epoch, s.get_last_lr(), s.base_lrs)
opt = sgd()
L.ExponentialLR(opt, 0.5)
s = L.ExponentialLR(opt, 0.5, last_epoch=3)
print("resume2", s.last_epoch, s.get_last_lr(), s.base_lrs)
opt = sgd()
s = L.CosineAnnealingLR(opt, 10, last_epoch=-1)
opt = sgd()
opt.param_groups[0]["initial_lr"] = 0.2
opt.param_groups[1]["initial_lr"] = 0.3
s = L.CosineAnnealingLR(opt, 10, last_epoch=3)
print("resume3", s.last_epoch, s.get_last_lr(), s._step_count)
s.step()
print("resume3", s.last_epoch, s.get_last_lr())

for bad in [
    lambda: L.StepLR(sgd(), 2, last_epoch=3),
    lambda: L.StepLR(m, 2),
    lambda: L.LambdaLR(sgd(), [lambda e: 1.0]),
    lambda: L.MultiplicativeLR(sgd(), 0.5),
    lambda: L.ConstantLR(sgd(), factor=1.5),
    lambda: L.LinearLR(sgd(), start_factor=0),
    lambda: L.LinearLR(sgd(), end_factor=2.0),
    lambda: L.LRScheduler(sgd()),
]:
    try:
        bad()
        print("no error")
    except Exception as e:
        print(type(e).__name__, e)
print(issubclass(L._LRScheduler, L.LRScheduler), issubclass(L.StepLR, L.LRScheduler))
