# torch.optim.lr_scheduler: SequentialLR, ChainedScheduler, ReduceLROnPlateau and
# CosineAnnealingWarmRestarts with SGD and Adam, and state_dict round trips.
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
    return torch.optim.Adam(m.parameters(), lr=0.01, betas=(0.8, 0.99))


def show(tag, s, opt):
    print(tag, getattr(s, "last_epoch", "-"), s.get_last_lr(), opt.param_groups[0]["lr"])


for make_opt in (sgd, adam):
    opt = make_opt()
    s = L.SequentialLR(
        opt,
        [L.LinearLR(opt, 0.2, total_iters=3), L.ExponentialLR(opt, 0.8), L.StepLR(opt, 2, 0.5)],
        milestones=[4, 9],
    )
    show("seq", s, opt)
    for i in range(14):
        opt.step()
        s.step()
        show(" ", s, opt)

    opt = make_opt()
    s = L.ChainedScheduler([L.ConstantLR(opt, 0.5, 3), L.ExponentialLR(opt, 0.9), L.MultiStepLR(opt, [2, 6])])
    show("chain", s, opt)
    for i in range(10):
        opt.step()
        s.step()
        show(" ", s, opt)

    for T_0, T_mult in ((3, 1), (2, 2), (4, 3)):
        opt = make_opt()
        s = L.CosineAnnealingWarmRestarts(opt, T_0, T_mult, eta_min=0.001)
        show(f"warm {T_0} {T_mult}", s, opt)
        for i in range(16):
            opt.step()
            s.step()
            print(" ", s.last_epoch, s.T_cur, s.T_i, s.get_last_lr())
        for e in (0, 1.5, 5, 11, 30):
            s.step(e)
            print(" epoch", e, s.last_epoch, s.T_cur, s.T_i, s.get_last_lr())

# ReduceLROnPlateau: the metric sequences drive patience, cooldown, thresholds and min_lr.
metrics = [1.0, 0.9, 0.9, 0.95, 0.9, 0.89999, 0.8, 0.85, 0.86, 0.87, 0.88, 0.7, 0.71, 0.72, 0.73, 0.74]
for kwargs in [
    {},
    {"patience": 1},
    {"patience": 1, "cooldown": 2, "factor": 0.5},
    {"mode": "max", "patience": 2, "factor": 0.3},
    {"patience": 0, "threshold_mode": "abs", "threshold": 0.05, "min_lr": [0.02, 0.001]},
    {"patience": 0, "factor": 0.5, "min_lr": 0.004, "eps": 1e-3},
    {"mode": "max", "patience": 1, "threshold_mode": "abs", "threshold": 0.01},
]:
    opt = sgd()
    s = L.ReduceLROnPlateau(opt, **kwargs)
    out = []
    for v in metrics:
        s.step(v)
        out.append((s.get_last_lr()[0], s.num_bad_epochs, s.cooldown_counter))
    print("plateau", kwargs, s.best, s.last_epoch, out)
opt = adam()
s = L.ReduceLROnPlateau(opt, patience=0)
s.step(torch.tensor(1.0))
s.step(torch.tensor(2.0))
print("plateau tensor", s.best, s.get_last_lr(), opt.param_groups[0]["lr"])

# state_dict round trips: a fresh scheduler loaded mid-run continues identically.
def round_trip(tag, make, opt_fn=sgd, steps=5, more=5, metric=False):
    opt = opt_fn()
    s = make(opt)
    for i in range(steps):
        s.step(1.0) if metric else s.step()
    sd = s.state_dict()
    print(tag, sorted(k for k in sd if k != "milestones"))
    opt2 = opt_fn()
    for g, g2 in zip(opt.param_groups, opt2.param_groups):
        g2.update({k: v for k, v in g.items() if k != "params"})
    s2 = make(opt2)
    s2.load_state_dict(sd)
    a, b = [], []
    for i in range(more):
        for x, o, out in ((s, opt, a), (s2, opt2, b)):
            x.step(1.0) if metric else x.step()
            out.append(o.param_groups[0]["lr"])
    print(" ", a == b, a, getattr(s2, "last_epoch", "-"))


round_trip("step", lambda o: L.StepLR(o, 2, 0.5))
round_trip("multistep", lambda o: L.MultiStepLR(o, [3, 7]))
round_trip("cosine", lambda o: L.CosineAnnealingLR(o, 6), adam)
round_trip("lambda", lambda o: L.LambdaLR(o, lambda e: 0.9**e))
round_trip("warm", lambda o: L.CosineAnnealingWarmRestarts(o, 2, 2))
round_trip("plateau", lambda o: L.ReduceLROnPlateau(o, patience=1), metric=True)
round_trip("seq", lambda o: L.SequentialLR(o, [L.ConstantLR(o, 0.5, 2), L.ExponentialLR(o, 0.9)], [3]))
round_trip("chain", lambda o: L.ChainedScheduler([L.StepLR(o, 2), L.ExponentialLR(o, 0.9)]))


class Decay:
    """A callable object: its attributes are saved in LambdaLR's state dict."""

    def __init__(self, rate):
        self.rate = rate

    def __call__(self, epoch):
        return self.rate**epoch


opt = sgd()
s = L.LambdaLR(opt, [Decay(0.5), lambda e: 1.0])
s.step()
sd = s.state_dict()
print("lambdas", sd["lr_lambdas"], sd["last_epoch"], sd["base_lrs"], sd["_last_lr"])
s2 = L.LambdaLR(sgd(), [Decay(0.9), lambda e: 1.0])
s2.load_state_dict(sd)
print(s2.lr_lambdas[0].rate, s2.last_epoch, "lr_lambdas" in sd)
s = L.StepLR(sgd(), 3)
print(s.state_dict())
s = L.ReduceLROnPlateau(sgd(), mode="max")
print(s.state_dict())

for bad in [
    lambda: L.SequentialLR(sgd(), [], []),
    lambda: L.SequentialLR(sgd(), [L.StepLR(sgd(), 2)], [1]),
    lambda: L.ChainedScheduler([]),
    lambda: L.ChainedScheduler([L.ReduceLROnPlateau(sgd())]),
    lambda: L.ChainedScheduler([3]),
    lambda: L.ReduceLROnPlateau(sgd(), factor=1.0),
    lambda: L.ReduceLROnPlateau(sgd(), mode="up"),
    lambda: L.ReduceLROnPlateau(sgd(), threshold_mode="x"),
    lambda: L.ReduceLROnPlateau(sgd(), min_lr=[0.1]),
    lambda: L.CosineAnnealingWarmRestarts(sgd(), 0),
    lambda: L.CosineAnnealingWarmRestarts(sgd(), 2, T_mult=0),
    lambda: L.CosineAnnealingWarmRestarts(sgd(), 2.0),
    lambda: L.CosineAnnealingWarmRestarts(sgd(), 2, eta_min="a"),
    lambda: L.CosineAnnealingWarmRestarts(sgd(), 2).step(-1),
]:
    try:
        bad()
        print("no error")
    except Exception as e:
        print(type(e).__name__, e)
