# ReduceLROnPlateau (mode='max', threshold_mode='abs', cooldown, min_lr), SequentialLR with a
# LinearLR warmup then ExponentialLR, ChainedScheduler, and scheduler state_dict round-trips.
import torch
from torch.optim import lr_scheduler as S

device = "cpu"
w = torch.zeros(1, requires_grad=True)

opt = torch.optim.SGD([w], lr=1.0)
plat = S.ReduceLROnPlateau(opt, mode="max", factor=0.5, patience=1, threshold=0.01,
                           threshold_mode="abs", cooldown=1, min_lr=0.2)
accs = [0.5, 0.6, 0.605, 0.6, 0.61, 0.6, 0.59, 0.58, 0.7, 0.69, 0.68, 0.6]
for epoch, acc in enumerate(accs):
    opt.step()
    plat.step(acc)
    print(epoch, acc, plat.get_last_lr(), plat.num_bad_epochs, plat.cooldown_counter)

opt = torch.optim.SGD([w], lr=0.5)
warm = S.LinearLR(opt, start_factor=0.1, end_factor=1.0, total_iters=3)
decay = S.ExponentialLR(opt, gamma=0.8)
seq = S.SequentialLR(opt, schedulers=[warm, decay], milestones=[3])
lrs = []
for _ in range(8):
    opt.step()
    lrs.append(round(seq.get_last_lr()[0], 5))
    seq.step()
print("sequential", lrs)

opt = torch.optim.SGD([w], lr=1.0)
chain = S.ChainedScheduler([S.ConstantLR(opt, factor=0.5, total_iters=2), S.ExponentialLR(opt, gamma=0.9)])
lrs = []
for _ in range(5):
    opt.step()
    chain.step()
    lrs.append(round(opt.param_groups[0]["lr"], 5))
print("chained", lrs)

opt = torch.optim.SGD([w], lr=1.0)
ms = S.MultiStepLR(opt, milestones=[2, 4], gamma=0.1)
for _ in range(3):
    opt.step()
    ms.step()
sd = ms.state_dict()
print(sorted(k for k in sd if not k.startswith("_")), sd["last_epoch"], sd["milestones"])
opt2 = torch.optim.SGD([w], lr=1.0)
ms2 = S.MultiStepLR(opt2, milestones=[10], gamma=0.5)
ms2.load_state_dict(sd)
opt2.param_groups[0]["lr"] = ms.get_last_lr()[0]
for _ in range(2):
    opt2.step()
    ms2.step()
print("resumed", [round(v, 6) for v in ms2.get_last_lr()], ms2.last_epoch)
poly = S.PolynomialLR(torch.optim.SGD([w], lr=1.0), total_iters=4, power=2.0)
out = []
for _ in range(5):
    out.append(round(poly.get_last_lr()[0], 5))
    poly.optimizer.step()
    poly.step()
print("poly", out)
