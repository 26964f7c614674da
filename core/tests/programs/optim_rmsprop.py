# torch.optim.RMSprop (written in Python, torch/optim/rmsprop.py): the plain rule and its
# momentum, centered, weight-decay and maximize variants, parameter groups, zero_grad, a closure,
# and the argument checks.
import torch

torch.manual_seed(0)
device = "cpu"


def train(steps, **kwargs):
    w = torch.nn.Parameter(torch.randn(2, 3, device=device))
    b = torch.nn.Parameter(torch.zeros(3, device=device))
    x = torch.randn(4, 2, device=device)
    opt = torch.optim.RMSprop([w, b], **kwargs)
    for _ in range(steps):
        loss = ((x @ w + b) ** 2).mean()
        opt.zero_grad()
        loss.backward()
        opt.step()
    print(kwargs, round(loss.item(), 5), [round(v, 5) for v in w.flatten().tolist()],
          [round(v, 5) for v in b.tolist()])
    return opt, w


opt, w = train(3)
print(sorted(opt.state[w].keys()), opt.state[w]["step"].item())
print(sorted(k for k in opt.param_groups[0] if k != "params"))
train(4, lr=0.05, momentum=0.9)
opt, w = train(4, lr=0.02, centered=True, weight_decay=0.1)
print(sorted(opt.state[w].keys()))
train(3, lr=0.01, alpha=0.9, eps=1e-6, maximize=True)

# Two groups: the second keeps its own learning rate, the first takes the default.
p = torch.nn.Parameter(torch.ones(3, device=device))
q = torch.nn.Parameter(torch.ones(3, device=device))
opt = torch.optim.RMSprop([{"params": [p]}, {"params": q, "lr": 0.05}], lr=0.01)
(p * torch.arange(3.0, device=device) + q * 2).sum().backward()
opt.step()
print(p.tolist(), q.tolist(), [g["lr"] for g in opt.param_groups])
opt.zero_grad(set_to_none=False)
print(p.grad.tolist(), q.grad)
opt.zero_grad()
print(p.grad, q.grad)


def closure():
    opt.zero_grad()
    loss = (p * p).sum()
    loss.backward()
    return loss


print(round(opt.step(closure).item(), 5), [round(v, 5) for v in p.tolist()])

for kwargs in ({"lr": -1.0}, {"alpha": -0.5}, {"eps": -1e-3}, {"momentum": -1}, {"weight_decay": -2}):
    try:
        torch.optim.RMSprop([p], **kwargs)
    except ValueError as e:
        print("ValueError:", e)
try:
    torch.optim.RMSprop([])
except ValueError as e:
    print("ValueError:", e)
