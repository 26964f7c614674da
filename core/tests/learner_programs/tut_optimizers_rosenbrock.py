# Optimizers compared on the Rosenbrock function from the same start: SGD, SGD+momentum (nesterov),
# Adagrad, RMSprop, Adam, AdamW, NAdam, RAdam, Adamax, Adadelta; the distance to the optimum
# after a fixed number of steps, and the trajectory's first points for Adam.
import torch

device = "cpu"
torch.manual_seed(0)


def rosenbrock(p):
    x, y = p[0], p[1]
    return (1 - x) ** 2 + 100 * (y - x ** 2) ** 2


configs = [
    ("SGD", torch.optim.SGD, dict(lr=1e-3)),
    ("SGD nesterov", torch.optim.SGD, dict(lr=1e-3, momentum=0.9, nesterov=True)),
    ("Adagrad", torch.optim.Adagrad, dict(lr=0.1)),
    ("RMSprop", torch.optim.RMSprop, dict(lr=1e-2)),
    ("Adam", torch.optim.Adam, dict(lr=0.05)),
    ("AdamW", torch.optim.AdamW, dict(lr=0.05, weight_decay=0.01)),
    ("NAdam", torch.optim.NAdam, dict(lr=0.05)),
    ("RAdam", torch.optim.RAdam, dict(lr=0.01)),
    ("Adamax", torch.optim.Adamax, dict(lr=0.05)),
    ("Adadelta", torch.optim.Adadelta, dict(lr=1.0)),
]
for name, cls, kw in configs:
    p = torch.tensor([-1.5, 2.0], device=device, requires_grad=True)
    opt = cls([p], **kw)
    path = []
    for step in range(200):
        opt.zero_grad()
        loss = rosenbrock(p)
        loss.backward()
        opt.step()
        if step < 3:
            path.append([round(v, 4) for v in p.tolist()])
    dist = torch.dist(p.detach(), torch.tensor([1.0, 1.0], device=device)).item()
    print(f"{name:13s} f={rosenbrock(p).item():10.4f} dist={dist:.4f}")
    if name == "Adam":
        print("  first steps", path)
        print("  state keys", sorted(opt.state[p].keys()), "step", opt.state[p]["step"].item())
