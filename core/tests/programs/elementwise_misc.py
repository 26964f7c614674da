# rsub, fill, fill_, zero_, scalar_tensor and the complex-number ops on real tensors, with gradients.
import torch

device = "cpu"
x = torch.tensor([[1.5, -2.0, 0.25], [3.0, 0.5, -1.0]], device=device, requires_grad=True)
y = torch.tensor([0.5, 1.0, -2.0], device=device, requires_grad=True)
i = torch.tensor([1, 2, 3], device=device)

out = torch.rsub(x, y, alpha=2)
(out * torch.arange(6.0, device=device).reshape(2, 3)).sum().backward()
print("rsub", out.tolist(), x.grad.tolist(), y.grad.tolist())
print("rsub scalar", torch.rsub(x, 2).tolist(), torch.rsub(i, 5).tolist(), torch.rsub(i, 2.5).tolist())
print("rsub int", torch.rsub(i, i * 3, alpha=2).tolist(), torch.rsub(i, 4).dtype)

x.grad = None
f = torch.fill(x, 7.5)
(f * 3).sum().backward()
print("fill", f.tolist(), f.dtype, x.grad.tolist())
print("fill int", torch.fill(i, 2.7).tolist(), torch.fill(i, True).tolist())
v = torch.tensor(4.0, device=device, requires_grad=True)
g = torch.fill(x.detach(), v)
g.sum().backward()
print("fill tensor", g.tolist(), v.grad.item())
z = torch.tensor([1.0, 2.0], device=device)
print("fill_", torch.fill_(z, -3).tolist(), z.tolist(), torch.zero_(z).tolist(), z.tolist())

for s in [-5, 0.25, True]:
    t = torch.scalar_tensor(s, device=device)
    print("scalar_tensor", t.item(), t.dtype, t.shape)
t = torch.scalar_tensor(3, dtype=torch.int64, device=device)
print("scalar_tensor int", t.item(), t.dtype, torch.scalar_tensor(2, requires_grad=True).requires_grad)

x.grad = None
for name in ["conj", "conj_physical", "resolve_conj", "resolve_neg", "real"]:
    r = getattr(torch, name)(x)
    print(name, r is x, r.tolist())
for name in ["conj", "conj_physical", "resolve_conj", "resolve_neg"]:
    print("Tensor." + name, getattr(x, name)() is x)
(torch.conj(x) * 2).sum().backward()
print("conj grad", x.grad.tolist())
print("isreal", torch.isreal(x).tolist(), x.isreal().dtype, torch.isreal(i).tolist())
print("is_complex", torch.is_complex(x), x.is_complex(), torch.is_conj(x), x.is_conj(), torch.is_neg(i), i.is_neg())

try:
    torch.fill(x, torch.ones(2, device=device))
except RuntimeError as e:
    print("RuntimeError", e)
