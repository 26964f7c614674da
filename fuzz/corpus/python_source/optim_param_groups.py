# Optimizer parameter groups: per-group lr/momentum overrides, param_groups dicts the program
# edits, schedulers stepping every group, the optimizers repr, and the constructor errors.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(1)
m = nn.Linear(3, 1).to(device)
opt = torch.optim.SGD([{'params': [m.weight], 'lr': 0.1}, {'params': m.bias}], lr=0.01, momentum=0.9, nesterov=True, weight_decay=0.01)
print(opt)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=2, gamma=0.5)
x = torch.randn(5, 3, device=device)
for i in range(5):
    opt.zero_grad(set_to_none=True)
    loss = (m(x) ** 2).mean()
    loss.backward()
    opt.step()
    sched.step()
    print(i, round(loss.item(), 6), sched.get_last_lr())
print(m.weight, m.bias)
for g in opt.param_groups:
    g['lr'] = 0.2
opt.zero_grad()
(m(x) ** 2).mean().backward()
opt.step()
print(m.weight, [g['lr'] for g in opt.param_groups], opt.param_groups[1]['momentum'])
opt2 = torch.optim.Adam([{'params': m.parameters()}], lr=0.01, betas=(0.8, 0.99))
cs = torch.optim.lr_scheduler.CosineAnnealingLR(opt2, T_max=4)
for i in range(4):
    opt2.zero_grad(); (m(x) ** 2).mean().backward(); opt2.step(); cs.step()
    print(cs.get_last_lr())
print(m.weight)
print(torch.optim.AdamW(m.parameters(), lr=3e-4))
for bad in [lambda: torch.optim.SGD([{'params': [m.weight]}, {'params': [m.weight]}], lr=0.1),
            lambda: torch.optim.SGD([{'lr': 1}], lr=0.1),
            lambda: torch.optim.SGD(m.parameters(), lr=-1.0),
            lambda: torch.optim.SGD(m.parameters(), lr=0.1, nesterov=True)]:
    try:
        bad()
    except (ValueError, KeyError) as e:
        print(type(e).__name__ + ":", e)
