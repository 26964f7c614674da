# Learning-rate schedules learners try from blog posts: CyclicLR (triangular2, exp_range),
# PolynomialLR, MultiplicativeLR, ConstantLR, LinearLR, SequentialLR, ChainedScheduler,
# CosineAnnealingWarmRestarts with fractional epochs, and get_last_lr / state_dict round trips.
import torch
import torch.nn as nn
from torch.optim import lr_scheduler

device = "cpu"
torch.manual_seed(0)


def opt_for(lr=0.1, momentum=0.9):
    model = nn.Linear(2, 1).to(device)
    return torch.optim.SGD(model.parameters(), lr=lr, momentum=momentum)


def trace(sched, opt, steps):
    out = []
    for _ in range(steps):
        opt.step()
        sched.step()
        out.append(round(sched.get_last_lr()[0], 5))
    return out


opt = opt_for()
print("cyclic tri2", trace(lr_scheduler.CyclicLR(opt, base_lr=0.01, max_lr=0.1, step_size_up=2, mode="triangular2"), opt, 10))
print("momentum", round(opt.param_groups[0]["momentum"], 4))
opt = opt_for()
print("cyclic exp", trace(lr_scheduler.CyclicLR(opt, 0.01, 0.1, step_size_up=3, mode="exp_range", gamma=0.9), opt, 8))
opt = opt_for()
print("poly", trace(lr_scheduler.PolynomialLR(opt, total_iters=5, power=2.0), opt, 7))
opt = opt_for()
print("mult", trace(lr_scheduler.MultiplicativeLR(opt, lr_lambda=lambda e: 0.8), opt, 5))
opt = opt_for()
print("const", trace(lr_scheduler.ConstantLR(opt, factor=0.25, total_iters=3), opt, 5))
opt = opt_for()
print("linear", trace(lr_scheduler.LinearLR(opt, start_factor=0.1, end_factor=1.0, total_iters=4), opt, 6))
opt = opt_for()
warm = lr_scheduler.LinearLR(opt, start_factor=0.2, total_iters=3)
decay = lr_scheduler.ExponentialLR(opt, gamma=0.5)
seq = lr_scheduler.SequentialLR(opt, schedulers=[warm, decay], milestones=[3])
print("sequential", trace(seq, opt, 7))
opt = opt_for()
chain = lr_scheduler.ChainedScheduler([lr_scheduler.ConstantLR(opt, factor=0.5, total_iters=2), lr_scheduler.ExponentialLR(opt, gamma=0.9)])
print("chained", trace(chain, opt, 5))

opt = opt_for()
warm_restarts = lr_scheduler.CosineAnnealingWarmRestarts(opt, T_0=3, T_mult=2, eta_min=0.001)
lrs = []
iters = 4
for epoch in range(4):
    for i in range(iters):
        opt.step()
        warm_restarts.step(epoch + i / iters)
        lrs.append(round(opt.param_groups[0]["lr"], 4))
print("warm restarts", lrs)

opt = opt_for()
step = lr_scheduler.StepLR(opt, step_size=2, gamma=0.5)
for _ in range(3):
    opt.step()
    step.step()
sd = step.state_dict()
print(sorted(sd.keys()))
print(sd["last_epoch"], sd["_last_lr"], sd["step_size"], sd["gamma"])
opt2 = opt_for()
step2 = lr_scheduler.StepLR(opt2, step_size=2, gamma=0.5)
step2.load_state_dict(sd)
print(step2.last_epoch, step2.get_last_lr())
opt2.step()
step2.step()
print(step2.get_last_lr(), opt2.param_groups[0]["lr"], opt2.param_groups[0]["initial_lr"])
