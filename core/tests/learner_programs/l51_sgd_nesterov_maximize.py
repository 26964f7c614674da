# SGD variants on a quadratic: plain, momentum, dampening, nesterov, weight_decay, maximize,
# each checked against a hand-written update for the first steps.
import torch

device = "cpu"
torch.manual_seed(3)

A = torch.tensor([[3.0, 0.5], [0.5, 1.0]])
target = torch.tensor([1.0, -1.0])


def f(w):
    d = w - target.to(w.device)
    return 0.5 * d @ A.to(w.device) @ d


configs = [
    dict(lr=0.1),
    dict(lr=0.1, momentum=0.9),
    dict(lr=0.1, momentum=0.9, dampening=0.5),
    dict(lr=0.1, momentum=0.9, nesterov=True),
    dict(lr=0.1, momentum=0.5, weight_decay=0.1),
]
for cfg in configs:
    w = torch.zeros(2, device=device, requires_grad=True)
    opt = torch.optim.SGD([w], **cfg)
    for _ in range(15):
        opt.zero_grad()
        f(w).backward()
        opt.step()
    print(cfg, [round(v, 4) for v in w.tolist()], f"{f(w).item():.5f}")

# the same nesterov update by hand
w = torch.zeros(2)
buf = None
for _ in range(15):
    g = A @ (w - target)
    buf = g.clone() if buf is None else 0.9 * buf + g
    w = w - 0.1 * (g + 0.9 * buf)
print("manual nesterov", [round(v, 4) for v in w.tolist()])

w = torch.zeros(2, device=device, requires_grad=True)
opt = torch.optim.SGD([w], lr=0.1, maximize=True)
for _ in range(5):
    opt.zero_grad()
    (-f(w)).backward()
    opt.step()
print("maximize", [round(v, 4) for v in w.tolist()])
print(opt.state_dict()["param_groups"][0]["maximize"], sorted(opt.defaults))
