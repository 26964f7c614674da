# as_strided views (writes reach the base), as_strided_copy/scatter, the nuclear and spectral
# norms, torch.norm's p=0, bernoulli in the graph, cat of legacy empty tensors, logcumsumexp.
import torch

device = "cpu"

base = torch.arange(12.0, device=device)
v = base.as_strided((3, 2), (2, 3), 1)
print(v)
v[0, 0] = 100.0
print(base)
w = torch.as_strided(base, (2, 2), (1, 2))
w.mul_(-1)
print(base, w.is_contiguous())
try:
    base.as_strided((3, 2), (0, 1)).add_(1)
except RuntimeError as e:
    print(str(e))
print(base[2:].as_strided((2,), (3,)))  # the default storage_offset is the input's
print(torch.as_strided_copy(base, (2, 3), (1, 2), 4))
s = torch.as_strided_scatter(torch.zeros(3, 3, device=device), torch.ones(2, 2, device=device), (2, 2), (3, 1), 4)
print(s)
for f in (
    lambda: base.as_strided((4, 4), (4, 1)),
    lambda: base.as_strided((2,), (-1,)),
    lambda: base.as_strided((2,), (1,), -1),
    lambda: torch.as_strided_scatter(base, torch.ones(3, device=device), (2,), (1,)),
):
    try:
        f()
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])

x = torch.tensor([[1.0, 2.0, 0.5], [0.0, -1.0, 3.0]], device=device, requires_grad=True)
a = x.as_strided((2, 2), (1, 3))
(a * torch.tensor([[1.0, 2.0], [3.0, 4.0]], device=device)).sum().backward()
print(a.grad_fn.name(), x.grad)

m = torch.tensor([[3.0, 1.0, -2.0], [0.5, 4.0, 1.0], [2.0, -1.0, 1.5]], device=device, requires_grad=True)
nuc = torch.norm(m, "nuc")
print(round(nuc.item(), 4))
nuc.backward()
print([[round(e, 4) for e in r] for r in m.grad.tolist()])
b = torch.stack([m.detach(), m.detach() * 2, -m.detach()])
print([round(e, 4) for e in torch.linalg.matrix_norm(b, "nuc").tolist()])
print([round(e, 4) for e in torch.linalg.matrix_norm(b, 2).tolist()])
print([round(e, 4) for e in torch.linalg.matrix_norm(b, -2).tolist()])
print(torch.linalg.matrix_norm(b, "nuc", dim=(0, 2), keepdim=True).shape)
print(round(torch.linalg.norm(m.detach(), "nuc").item(), 4), round(m.detach().norm(p="nuc").item(), 4))
for f in (
    lambda: torch.norm(b, "nuc"),
    lambda: torch.linalg.matrix_norm(b, "nuc", dim=(1, 1)),
    lambda: torch.linalg.matrix_norm(b, "bad"),
):
    try:
        f()
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])

z = torch.tensor([0.0, 2.0, -1.0, 0.0], device=device, requires_grad=True)
n0 = torch.norm(z, 0)
print(n0, n0.requires_grad)
n0.backward()
print(z.grad)

p = torch.tensor([0.0, 1.0, 1.0, 0.0], device=device, requires_grad=True)
d = torch.bernoulli(p)
print(d, d.grad_fn.name())
(d * 3).sum().backward()
print(p.grad)
q = torch.full((3,), 0.5, device=device, requires_grad=True)
print(torch.bernoulli(q, 1.0), q.bernoulli(0.0).grad_fn.name(), q.bernoulli().grad_fn.name())
try:
    q.bernoulli(0.5).sum().backward()
except RuntimeError as e:
    print(str(e))

e = torch.tensor([], device=device, requires_grad=True)
k = torch.tensor([[1.0, 2.0], [3.0, 4.0]], device=device, requires_grad=True)
c = torch.cat([e, k, e], dim=1)
print(c)
(c * torch.tensor([[1.0, 2.0], [3.0, 4.0]], device=device)).sum().backward()
print(e.grad, k.grad)
print(torch.cat([torch.tensor([], device=device), torch.ones(2, 3, device=device)], dim=-1).shape)
print(torch.cat([torch.tensor([], device=device), torch.tensor([], device=device)]).shape)
print(torch.cat([torch.tensor([], dtype=torch.float64, device=device), torch.ones(1, 2, device=device)]).dtype)

l = torch.tensor([[1.0, 2.0, 3.0], [0.5, -1.0, 2.0]], device=device, requires_grad=True)
y = torch.logcumsumexp(l, 1)
print(y)
y.backward(torch.tensor([[0.5, -0.25, 0.0], [1.0, 2.0, -3.0]], device=device))
print(l.grad)
big = torch.full((4,), 10000.0, device=device, requires_grad=True)
torch.logcumsumexp(big, 0).backward(torch.tensor([1.0, -0.5, 0.25, 0.75], device=device))
print(big.grad)
