# Learning-rate traces: OneCycleLR (cos and linear, three_phase), CosineAnnealingWarmRestarts
# with T_mult and fractional epochs, CyclicLR triangular2; momentum cycling shown too.
import torch

device = "cpu"
w = torch.zeros(1, requires_grad=True)


def trace(sched, opt, n, key="lr"):
    out = []
    for _ in range(n):
        out.append(round(opt.param_groups[0][key], 5))
        opt.step()
        sched.step()
    return out


opt = torch.optim.SGD([w], lr=0.1, momentum=0.9)
s = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=1.0, total_steps=10)
print("onecycle", trace(s, opt, 10))
opt = torch.optim.SGD([w], lr=0.1, momentum=0.9)
s = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=1.0, total_steps=10)
print("momentum", trace(s, opt, 10, "momentum"))
opt = torch.optim.Adam([w], lr=0.1)
s = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=0.5, epochs=2, steps_per_epoch=5, anneal_strategy="linear",
                                        three_phase=True, pct_start=0.4)
print("three_phase", trace(s, opt, 10))
print("betas", opt.param_groups[0]["betas"])

opt = torch.optim.SGD([w], lr=1.0)
s = torch.optim.lr_scheduler.CosineAnnealingWarmRestarts(opt, T_0=3, T_mult=2, eta_min=0.1)
print("warm restarts", trace(s, opt, 12))
opt = torch.optim.SGD([w], lr=1.0)
s = torch.optim.lr_scheduler.CosineAnnealingWarmRestarts(opt, T_0=4)
lrs = []
for epoch in range(2):
    for i in range(4):
        s.step(epoch + i / 4)
        lrs.append(round(s.get_last_lr()[0], 5))
print("fractional", lrs)

opt = torch.optim.SGD([w], lr=0.1, momentum=0.9)
s = torch.optim.lr_scheduler.CyclicLR(opt, base_lr=0.01, max_lr=0.1, step_size_up=2, mode="triangular2")
print("cyclic", trace(s, opt, 12))
opt = torch.optim.SGD([w], lr=0.1)
s = torch.optim.lr_scheduler.CyclicLR(opt, base_lr=0.01, max_lr=0.1, step_size_up=3, step_size_down=1,
                                      mode="exp_range", gamma=0.9, cycle_momentum=False)
print("exp_range", trace(s, opt, 8))
