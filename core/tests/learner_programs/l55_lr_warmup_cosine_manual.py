# Learning-rate schedules written by hand the way people do: linear warmup then cosine decay set
# on param_groups each step, compared with LambdaLR and with SequentialLR(LinearLR, CosineAnnealingLR);
# printed lr traces with 6 decimals and a short training run using the hand schedule.
import math
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(577)


def hand_lr(step, base=0.1, warm=3, total=10, floor=0.001):
    if step < warm:
        return base * (step + 1) / warm
    prog = (step - warm) / max(1, total - warm)
    return floor + 0.5 * (base - floor) * (1 + math.cos(math.pi * prog))


print([round(hand_lr(s), 6) for s in range(10)])
p = nn.Parameter(torch.zeros(2, device=device))
opt = torch.optim.SGD([p], lr=0.1)
lam = torch.optim.lr_scheduler.LambdaLR(opt, lambda s: hand_lr(s) / 0.1)
trace = []
for s in range(10):
    trace.append(round(opt.param_groups[0]["lr"], 6))
    opt.step()
    lam.step()
print(trace)
opt = torch.optim.SGD([p], lr=0.1)
seq = torch.optim.lr_scheduler.SequentialLR(opt, [
    torch.optim.lr_scheduler.LinearLR(opt, start_factor=1 / 3, end_factor=1.0, total_iters=2),
    torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=7, eta_min=0.001)], milestones=[3])
trace = []
for s in range(10):
    trace.append(round(opt.param_groups[0]["lr"], 6))
    opt.step()
    seq.step()
print(trace)
X = torch.randn(40, 3, device=device)
Y = X @ torch.tensor([1.0, -1.0, 2.0], device=device) + 0.5
model = nn.Linear(3, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.0, momentum=0.9)
for step in range(10):
    for g in opt.param_groups:
        g["lr"] = hand_lr(step)
    loss = ((model(X).squeeze(1) - Y) ** 2).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(f"step {step} lr {opt.param_groups[0]['lr']:.5f} loss {loss.item():.4f}")
print(model.weight.data.round(decimals=3), model.bias.data.round(decimals=3))
