# Learning-rate schedulers traced over epochs: CyclicLR triangular2 and exp_range, PolynomialLR,
# ConstantLR and LinearLR chained by SequentialLR, CosineAnnealingWarmRestarts with T_mult and
# fractional epochs, OneCycleLR three_phase linear, and ReduceLROnPlateau in max mode with cooldown.
import torch
import torch.nn as nn
from torch.optim import lr_scheduler as S

device = "cpu"
torch.manual_seed(43)


def opt_for(lr=0.1, momentum=0.9):
    return torch.optim.SGD([nn.Parameter(torch.zeros(1, device=device))], lr=lr, momentum=momentum)


def trace(sched, opt, n, metric=None):
    out = []
    for i in range(n):
        opt.step()
        if metric is None:
            sched.step()
        else:
            sched.step(metric[i])
        out.append(f"{opt.param_groups[0]['lr']:.5f}")
    return out


o = opt_for(0.01)
print("tri2", trace(S.CyclicLR(o, base_lr=0.01, max_lr=0.1, step_size_up=2, mode="triangular2"), o, 12))
o = opt_for(0.01)
print("exp ", trace(S.CyclicLR(o, base_lr=0.01, max_lr=0.1, step_size_up=2, step_size_down=3, mode="exp_range", gamma=0.9), o, 10))
print("mom ", f"{o.param_groups[0]['momentum']:.4f}")
o = opt_for()
print("poly", trace(S.PolynomialLR(o, total_iters=5, power=2.0), o, 7))
o = opt_for()
seq = S.SequentialLR(o, [S.ConstantLR(o, factor=0.5, total_iters=2), S.LinearLR(o, start_factor=1.0, end_factor=0.1, total_iters=3)], milestones=[3])
print("seq ", trace(seq, o, 7))
o = opt_for()
cawr = S.CosineAnnealingWarmRestarts(o, T_0=2, T_mult=2, eta_min=0.001)
print("cawr", trace(cawr, o, 9))
o = opt_for()
cawr = S.CosineAnnealingWarmRestarts(o, T_0=3)
lrs = []
for epoch in range(2):
    for i in range(4):
        cawr.step(epoch + i / 4)
        lrs.append(f"{o.param_groups[0]['lr']:.5f}")
print("frac", lrs)
o = opt_for()
oc = S.OneCycleLR(o, max_lr=1.0, total_steps=10, three_phase=True, anneal_strategy="linear")
print("1cyc", trace(oc, o, 9))
print("mom ", f"{o.param_groups[0]['momentum']:.4f}")
o = opt_for(1.0)
rop = S.ReduceLROnPlateau(o, mode="max", factor=0.5, patience=1, cooldown=1, threshold=0.1, threshold_mode="abs", min_lr=0.2)
acc = [0.5, 0.55, 0.58, 0.59, 0.7, 0.71, 0.72, 0.73, 0.74, 0.75]
print("rop ", trace(rop, o, 10, acc))
print(rop.num_bad_epochs, rop.cooldown_counter, rop.best)
o = opt_for()
st = S.StepLR(o, step_size=2, gamma=0.5)
for _ in range(3):
    o.step()
    st.step()
print(st.get_last_lr(), st.last_epoch, sorted(st.state_dict().keys()))
o = opt_for()
ml = S.MultiStepLR(o, milestones=[1, 1, 3], gamma=0.1)
print("mstp", trace(ml, o, 4))
