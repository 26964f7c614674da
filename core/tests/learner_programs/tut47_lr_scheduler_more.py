# Less common schedulers: PolynomialLR, LinearLR, ConstantLR, SequentialLR, ChainedScheduler,
# MultiplicativeLR, CyclicLR (triangular2, exp_range), and scheduler state_dict round trips.
import torch
import torch.nn as nn
from torch.optim import lr_scheduler as S

device = "cpu"
torch.manual_seed(0)
model = nn.Linear(2, 2).to(device)


def trace(make_sched, n=8, lr=0.1, **kw):
    opt = torch.optim.SGD(model.parameters(), lr=lr, momentum=0.9, **kw)
    sched = make_sched(opt)
    out = []
    for _ in range(n):
        out.append(round(sched.get_last_lr()[0], 5))
        opt.step()
        sched.step()
    return out, sched, opt


print("poly", trace(lambda o: S.PolynomialLR(o, total_iters=5, power=2.0))[0])
print("linear", trace(lambda o: S.LinearLR(o, start_factor=0.2, end_factor=1.0, total_iters=4))[0])
print("constant", trace(lambda o: S.ConstantLR(o, factor=0.5, total_iters=3))[0])
print("multiplicative", trace(lambda o: S.MultiplicativeLR(o, lambda e: 0.9))[0])
print("exponential", trace(lambda o: S.ExponentialLR(o, gamma=0.8))[0])
print("multistep", trace(lambda o: S.MultiStepLR(o, milestones=[2, 5], gamma=0.3))[0])
print("sequential", trace(lambda o: S.SequentialLR(o, [S.LinearLR(o, 0.1, total_iters=3), S.ExponentialLR(o, 0.9)], milestones=[3]), n=9)[0])
print("chained", trace(lambda o: S.ChainedScheduler([S.ConstantLR(o, factor=0.5, total_iters=2), S.ExponentialLR(o, gamma=0.9)]))[0])
lrs, sched, opt = trace(lambda o: S.CyclicLR(o, base_lr=0.01, max_lr=0.1, step_size_up=2, mode="triangular2"), n=12)
print("cyclic tri2", lrs)
print("cyclic momentum", round(opt.param_groups[0]["momentum"], 4))
lrs, sched, opt = trace(lambda o: S.CyclicLR(o, base_lr=0.01, max_lr=0.1, step_size_up=3, step_size_down=1, mode="exp_range", gamma=0.9), n=10)
print("cyclic exp_range", lrs)
lrs, sched, opt = trace(lambda o: S.CosineAnnealingLR(o, T_max=4, eta_min=0.001), n=10)
print("cosine", lrs)

opt = torch.optim.SGD(model.parameters(), lr=0.1)
s = S.StepLR(opt, step_size=2, gamma=0.5)
for _ in range(3):
    opt.step()
    s.step()
sd = s.state_dict()
print(sorted(sd.keys()))
print(sd["last_epoch"], sd["_last_lr"], sd["base_lrs"])
opt2 = torch.optim.SGD(model.parameters(), lr=0.1)
s2 = S.StepLR(opt2, step_size=2, gamma=0.5)
s2.load_state_dict(sd)
print(s2.last_epoch, s2.get_last_lr())
opt2.step()
s2.step()
print(s2.last_epoch, s2.get_last_lr(), opt2.param_groups[0]["lr"])

opt = torch.optim.Adam(model.parameters(), lr=0.01)
p = S.ReduceLROnPlateau(opt, mode="max", factor=0.5, patience=1, threshold=0.1, threshold_mode="abs", cooldown=1, min_lr=0.002)
for acc in [0.5, 0.55, 0.58, 0.59, 0.6, 0.6, 0.61, 0.6, 0.6, 0.6]:
    p.step(acc)
    print(round(opt.param_groups[0]["lr"], 5), p.num_bad_epochs, p.cooldown_counter, end=" | ")
print()
print(p.get_last_lr())
