# Scheduler combinations beyond the basic ones: SequentialLR (linear warmup then cosine),
# ChainedScheduler, ConstantLR, MultiplicativeLR, CosineAnnealingWarmRestarts, CyclicLR with its
# momentum cycling, and ReduceLROnPlateau driven by a validation loss; the lr printed per epoch.
import torch
import torch.nn as nn
from torch.optim import lr_scheduler as S

device = "cpu"
torch.manual_seed(3)


def opt_for(lr=0.1, momentum=0.9):
    return torch.optim.SGD([nn.Parameter(torch.zeros(2))], lr=lr, momentum=momentum)


def run(name, opt, sched, epochs=10):
    lrs = []
    for _ in range(epochs):
        opt.step()
        sched.step()
        lrs.append(opt.param_groups[0]["lr"])
    print(f"{name:12s}", " ".join(f"{v:.5f}" for v in lrs))


opt = opt_for()
warm = S.LinearLR(opt, start_factor=0.1, end_factor=1.0, total_iters=3)
cos = S.CosineAnnealingLR(opt, T_max=7, eta_min=0.0)
run("sequential", opt, S.SequentialLR(opt, schedulers=[warm, cos], milestones=[3]))

opt = opt_for()
run("chained", opt, S.ChainedScheduler([S.ConstantLR(opt, factor=0.5, total_iters=4),
                                          S.ExponentialLR(opt, gamma=0.9)]))

opt = opt_for()
run("constant", opt, S.ConstantLR(opt, factor=0.25, total_iters=5))

opt = opt_for()
run("multiplic", opt, S.MultiplicativeLR(opt, lr_lambda=lambda e: 0.95 if e < 5 else 0.5))

opt = opt_for()
run("warmrestart", opt, S.CosineAnnealingWarmRestarts(opt, T_0=3, T_mult=2, eta_min=0.01), epochs=12)

opt = opt_for(lr=0.01)
cyc = S.CyclicLR(opt, base_lr=0.01, max_lr=0.1, step_size_up=3, mode="triangular2")
lrs, moms = [], []
for _ in range(14):
    opt.step()
    cyc.step()
    lrs.append(opt.param_groups[0]["lr"])
    moms.append(opt.param_groups[0]["momentum"])
print("cyclic lr   ", " ".join(f"{v:.3f}" for v in lrs))
print("cyclic mom  ", " ".join(f"{v:.3f}" for v in moms))

# ReduceLROnPlateau reacting to a validation loss that stalls.
model = nn.Linear(3, 1).to(device)
opt = torch.optim.Adam(model.parameters(), lr=0.1)
plateau = S.ReduceLROnPlateau(opt, mode="min", factor=0.5, patience=2, threshold=1e-3, min_lr=0.01)
val_losses = [1.0, 0.8, 0.7, 0.7, 0.71, 0.7, 0.69, 0.69, 0.7, 0.7, 0.7, 0.7, 0.7, 0.7]
for epoch, vl in enumerate(val_losses):
    opt.step()
    plateau.step(vl)
    print(f"epoch {epoch:2d} val {vl:.2f} lr {opt.param_groups[0]['lr']:.4f} "
          f"bad_epochs {plateau.num_bad_epochs}")
print("best:", plateau.best)

# Scheduler state round trip.
opt = opt_for()
s = S.StepLR(opt, step_size=2, gamma=0.5)
for _ in range(3):
    opt.step()
    s.step()
sd = s.state_dict()
print("state keys:", sorted(k for k in sd if not k.startswith("_")))
print("last_epoch", sd["last_epoch"], "last lr", [round(v, 4) for v in sd["_last_lr"]])
opt2 = opt_for()
s2 = S.StepLR(opt2, step_size=2, gamma=0.5)
s2.load_state_dict(sd)
print("restored last_epoch:", s2.last_epoch, "get_last_lr:", s2.get_last_lr())
