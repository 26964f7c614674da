# Higher-order autograd: autograd.grad with create_graph for a WGAN-GP style gradient penalty,
# second derivatives, grad_outputs, allow_unused, retain_graph, and functional jacobian/hessian.
import torch
import torch.nn as nn
from torch.autograd.functional import jacobian, hessian

device = "cpu"
torch.manual_seed(19)

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True, device=device)
y = (x ** 3).sum()
(g,) = torch.autograd.grad(y, x, create_graph=True)
print("dy/dx", g.tolist(), g.requires_grad)
(g2,) = torch.autograd.grad(g.sum(), x)
print("d2y/dx2", g2.tolist())

a = torch.tensor(2.0, requires_grad=True)
b = torch.tensor(5.0, requires_grad=True)
out = a * a
ga, gb = torch.autograd.grad(out, [a, b], allow_unused=True, retain_graph=True)
print("allow_unused", ga.item(), gb)
ga, gb = torch.autograd.grad(out, [a, b], allow_unused=True, materialize_grads=True)
print("materialize", ga.item(), gb.item())

v = torch.randn(2, 3, requires_grad=True)
w = v * torch.arange(3.0)
(gv,) = torch.autograd.grad(w, v, grad_outputs=torch.ones(2, 3), retain_graph=True)
print("grad_outputs", gv.tolist())
(gv,) = torch.autograd.grad(w, v, grad_outputs=torch.full((2, 3), 2.0))
print("again", gv[0].tolist())

critic = nn.Sequential(nn.Linear(2, 8), nn.Tanh(), nn.Linear(8, 1)).to(device)
opt = torch.optim.Adam(critic.parameters(), lr=0.01)
real = torch.randn(16, 2).to(device) + 2
fake = torch.randn(16, 2).to(device)
for step in range(5):
    eps = torch.rand(16, 1).to(device)
    mix = (eps * real + (1 - eps) * fake).requires_grad_(True)
    score = critic(mix)
    (grad,) = torch.autograd.grad(score.sum(), mix, create_graph=True)
    gp = ((grad.norm(2, dim=1) - 1) ** 2).mean()
    loss = critic(fake).mean() - critic(real).mean() + 10 * gp
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(f"step {step} loss {loss.item():.4f} gp {gp.item():.4f}")


def f(t):
    return torch.stack([t[0] * t[1], t[1].sin(), t.pow(2).sum()])


J = jacobian(f, torch.tensor([1.0, 2.0]))
print("jacobian", [[round(v, 4) for v in r] for r in J.tolist()])
H = hessian(lambda t: (t[0] ** 2) * t[1] + t[1] ** 3, torch.tensor([1.0, 2.0]))
print("hessian", H.tolist())
