# Higher-order autograd in practice: a Hessian-vector product by double backward (checked against
# the full Hessian), a Newton step on a quadratic, and a MAML-style inner step whose update keeps
# the graph so the outer loss trains the initial weights.
import torch
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(27)

A = torch.tensor([[3.0, 1.0], [1.0, 2.0]], device=device)
b = torch.tensor([1.0, -1.0], device=device)


def quad(w):
    return 0.5 * w @ A @ w - b @ w + 0.1 * (w ** 4).sum()


w = torch.tensor([0.5, -0.3], device=device, requires_grad=True)
v = torch.tensor([1.0, 2.0], device=device)
(g,) = torch.autograd.grad(quad(w), w, create_graph=True)
(hvp,) = torch.autograd.grad(g @ v, w)
H = torch.autograd.functional.hessian(quad, w.detach())
print([round(t, 4) for t in hvp.tolist()], [round(t, 4) for t in (H @ v).tolist()])
_, hvp2 = torch.autograd.functional.hvp(quad, w.detach(), v)
print(torch.allclose(hvp, hvp2, atol=1e-5))

x = torch.zeros(2, device=device, requires_grad=True)
for it in range(4):
    (g,) = torch.autograd.grad(quad(x), x, create_graph=True)
    rows = [torch.autograd.grad(g[i], x, retain_graph=True)[0] for i in range(2)]
    Hx = torch.stack(rows)
    with torch.no_grad():
        x -= torch.linalg.solve(Hx, g)
    print(it, [round(t, 5) for t in x.tolist()], round(g.norm().item(), 5))

torch.manual_seed(27)
W = (0.1 * torch.randn(1, 1, device=device)).requires_grad_(True)
B0 = torch.zeros(1, device=device, requires_grad=True)
meta_opt = torch.optim.SGD([W, B0], lr=0.05)


def task(slope, n=10):
    xs = torch.linspace(-1, 1, n, device=device).unsqueeze(1)
    return xs, slope * xs + 0.5


for meta_step in range(5):
    meta_opt.zero_grad()
    outer_total = 0.0
    for slope in [1.0, -2.0, 3.0]:
        xs, ys = task(slope)
        inner = F.mse_loss(F.linear(xs, W, B0), ys)
        gW, gB = torch.autograd.grad(inner, (W, B0), create_graph=True)
        W1, B1 = W - 0.4 * gW, B0 - 0.4 * gB
        outer = F.mse_loss(F.linear(xs, W1, B1), ys)
        outer.backward()
        outer_total += outer.item()
    meta_opt.step()
    print(meta_step, round(outer_total / 3, 5), round(W.item(), 5), round(B0.item(), 5))

W_first = W.detach().clone().requires_grad_(True)
xs, ys = task(1.0)
gW = torch.autograd.grad(F.mse_loss(F.linear(xs, W_first, B0.detach()), ys), W_first)[0]
print("first-order grad has no graph:", gW.requires_grad)
