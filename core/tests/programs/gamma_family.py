# lgamma, digamma, polygamma and mvlgamma on both sides of zero, with gradients (their next derivative).
import torch

device = "cpu"
x = torch.tensor([-7.25, -2.5, -0.75, 0.125, 0.5, 1.125, 1.5, 2.25, 3.75, 9.5, 25.0], device=device, requires_grad=True)


def g(v):
    return [float("%.5g" % a) for a in v.tolist()]


for name, f in [("lgamma", torch.lgamma), ("digamma", torch.digamma),
                ("polygamma1", lambda t: torch.polygamma(1, t)), ("polygamma2", lambda t: torch.polygamma(2, t)),
                ("polygamma3", lambda t: torch.polygamma(3, t))]:
    x.grad = None
    y = f(x)
    y.sum().backward()
    print(name, g(y))
    print("  grad", g(x.grad))
pos = torch.tensor([1.25, 2.125, 4.5, 7.0], device=device, requires_grad=True)
for p in [1, 2, 3]:
    pos.grad = None
    y = torch.mvlgamma(pos, p)
    y.sum().backward()
    print("mvlgamma", p, g(y), g(pos.grad))
print("methods", g(x.detach()[:3].lgamma()), g(x.detach()[:3].digamma()), g(x.detach()[:3].polygamma(1)), g(pos.detach().mvlgamma(2)))
print("int", g(torch.lgamma(torch.tensor([3, 5], device=device))), g(torch.digamma(torch.tensor([3, 5], device=device))))
for bad in [lambda: torch.polygamma(-1, x), lambda: torch.mvlgamma(pos, 0)]:
    try:
        bad()
    except RuntimeError as e:
        print("RuntimeError", e)
