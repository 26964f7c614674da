# Higher-order derivatives with torch.autograd.grad: create_graph chains for 2nd/3rd derivatives,
# gradients of a gradient norm, allow_unused and materialize_grads, grad_outputs, retain_graph,
# and the errors for missing graphs.
import torch

device = "cpu"
torch.manual_seed(23)

x = torch.tensor([0.5, 1.0, 2.0], device=device, requires_grad=True)
y = (x ** 3 + torch.sin(x)).sum()
(g1,) = torch.autograd.grad(y, x, create_graph=True)
(g2,) = torch.autograd.grad(g1.sum(), x, create_graph=True)
(g3,) = torch.autograd.grad(g2.sum(), x)
print(g1.round(decimals=4), g2.round(decimals=4), g3.round(decimals=4))
print(g1.requires_grad, g3.requires_grad)

w = torch.randn(3, 2, device=device, requires_grad=True)
inp = torch.randn(4, 3, device=device)
loss = torch.tanh(inp @ w).pow(2).mean()
(gw,) = torch.autograd.grad(loss, w, create_graph=True)
penalty = gw.norm()
penalty.backward()
print(round(penalty.item(), 5), w.grad.round(decimals=4))

u = torch.tensor(2.0, device=device, requires_grad=True)
v = torch.tensor(3.0, device=device, requires_grad=True)
z = u * u
gu, gv = torch.autograd.grad(z, [u, v], allow_unused=True)
print(gu, gv)
gu, gv = torch.autograd.grad(u * u, [u, v], allow_unused=True, materialize_grads=True)
print(gu, gv)
try:
    torch.autograd.grad(u * 2, [u, v])
except RuntimeError as e:
    print("RuntimeError:", str(e)[:120])

m = torch.randn(2, 2, device=device, requires_grad=True)
out = m @ m
(gm,) = torch.autograd.grad(out, m, grad_outputs=torch.ones_like(out), retain_graph=True)
(gm2,) = torch.autograd.grad(out, m, grad_outputs=torch.eye(2, device=device))
print(gm.round(decimals=4), gm2.round(decimals=4))
try:
    torch.autograd.grad(out, m, grad_outputs=torch.ones_like(out))
except RuntimeError as e:
    print("RuntimeError:", str(e).split(".")[0])
try:
    torch.autograd.grad(m @ m, m)
except RuntimeError as e:
    print("RuntimeError:", e)

t = torch.linspace(-1, 1, 5, device=device, requires_grad=True)
f = torch.exp(-t ** 2)
(df,) = torch.autograd.grad(f.sum(), t, create_graph=True)
(d2f,) = torch.autograd.grad(df.sum(), t)
print(d2f.round(decimals=4))
print(torch.allclose(d2f, (4 * t ** 2 - 2) * f, atol=1e-5))
s = torch.tensor(1.5, device=device, requires_grad=True)
(ds,) = torch.autograd.grad(s.log(), s, create_graph=True)
ds.backward()
print(s.grad, ds)
