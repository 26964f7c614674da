# Learning-rate schedules printed per epoch: OneCycleLR (cos and linear, three_phase), CyclicLR
# (triangular2, exp_range), PolynomialLR, ConstantLR, LinearLR, SequentialLR, ChainedScheduler,
# MultiplicativeLR, CosineAnnealingWarmRestarts with T_mult, ReduceLROnPlateau with mode max and
# cooldown; get_last_lr and scheduler state_dict.
import torch
from torch.optim import lr_scheduler as S

device = "cpu"
torch.manual_seed(0)


def opt(lr=0.1, **kw):
    return torch.optim.SGD([torch.zeros(1, device=device, requires_grad=True)], lr=lr, **kw)


def run(sched, o, n):
    lrs = []
    for _ in range(n):
        lrs.append(round(o.param_groups[0]["lr"], 6))
        o.step()
        sched.step()
    return lrs


o = opt()
print("onecycle cos", run(S.OneCycleLR(o, max_lr=1.0, total_steps=10), o, 10))
o = opt()
print("onecycle lin3", run(S.OneCycleLR(o, max_lr=1.0, epochs=2, steps_per_epoch=5, anneal_strategy="linear", three_phase=True), o, 10))
o = opt(momentum=0.9)
sch = S.OneCycleLR(o, max_lr=0.5, total_steps=6, pct_start=0.5)
print("momentum", [round(o.param_groups[0]["momentum"], 4) for _ in range(1) for _ in [0]], end=" ")
moms = []
for _ in range(5):
    o.step()
    sch.step()
    moms.append(round(o.param_groups[0]["momentum"], 4))
print(moms)
o = opt(momentum=0.9)
print("cyclic tri2", run(S.CyclicLR(o, 0.01, 0.1, step_size_up=2, mode="triangular2"), o, 10))
o = opt(momentum=0.9)
print("cyclic exp", run(S.CyclicLR(o, 0.01, 0.1, step_size_up=3, mode="exp_range", gamma=0.9), o, 8))
o = opt()
print("poly", run(S.PolynomialLR(o, total_iters=4, power=2.0), o, 6))
o = opt()
print("constant", run(S.ConstantLR(o, factor=0.5, total_iters=3), o, 5))
o = opt()
print("linear", run(S.LinearLR(o, start_factor=0.2, end_factor=1.0, total_iters=4), o, 6))
o = opt()
seq = S.SequentialLR(o, [S.LinearLR(o, 0.1, total_iters=3), S.ExponentialLR(o, gamma=0.8)], milestones=[3])
print("sequential", run(seq, o, 7))
o = opt()
ch = S.ChainedScheduler([S.ConstantLR(o, factor=0.5, total_iters=2), S.ExponentialLR(o, gamma=0.9)])
print("chained", run(ch, o, 5))
o = opt()
print("multiplicative", run(S.MultiplicativeLR(o, lambda e: 0.9 if e % 2 else 1.0), o, 5))
o = opt()
print("warm restarts", run(S.CosineAnnealingWarmRestarts(o, T_0=2, T_mult=2, eta_min=0.01), o, 8))
o = opt()
print("multistep", run(S.MultiStepLR(o, milestones=[2, 4], gamma=0.5), o, 6))
o = opt()
plateau = S.ReduceLROnPlateau(o, mode="max", factor=0.5, patience=1, cooldown=1, threshold=0.01, threshold_mode="abs", min_lr=0.02)
acc = [0.5, 0.6, 0.6, 0.605, 0.6, 0.61, 0.6, 0.6, 0.6, 0.6]
lrs = []
for a in acc:
    plateau.step(a)
    lrs.append(round(o.param_groups[0]["lr"], 4))
print("plateau", lrs, plateau.num_bad_epochs, plateau.best, plateau.get_last_lr())
o = opt()
st = S.StepLR(o, step_size=2, gamma=0.1)
for _ in range(3):
    o.step()
    st.step()
print(st.get_last_lr(), st.last_epoch, sorted(st.state_dict().keys()))
o2 = opt()
st2 = S.StepLR(o2, step_size=2, gamma=0.1)
st2.load_state_dict(st.state_dict())
print(st2.last_epoch, st2.get_last_lr())
o = opt()
cos = S.CosineAnnealingLR(o, T_max=4, eta_min=0.001)
print("cosine", run(cos, o, 9))
