# Views vs copies and in-place ops: view/reshape/transpose/permute sharing storage, clone,
# detach sharing data, in-place on a view modifying the base, and autograd version errors.
import torch

device = "cpu"
torch.manual_seed(0)

a = torch.arange(12.0, device=device)
v = a.view(3, 4)
v[0, 0] = 100
print(a[0].item(), v.is_contiguous())
t = v.t()
print(t.is_contiguous(), t.shape, t.stride())
try:
    t.view(12)
except RuntimeError as e:
    print("view error:", str(e)[:60])
print(t.reshape(12)[:4], t.contiguous().view(12)[:4])
p = torch.randn(2, 3, 4, device=device).permute(2, 0, 1)
print(p.shape, p.stride())
c = a.clone()
c[1] = -1
print(a[1].item(), c[1].item())
d = a.detach()
d[2] = -2
print(a[2].item())
s = a[4:8]
s.mul_(10)
print(a)
u = a.unsqueeze(0).expand(2, 12)
print(u.shape, u.stride())
chunks = a.chunk(3)
chunks[1].zero_()
print(a, [x.shape for x in a.split([5, 7])])
x2 = torch.randn(3, device=device, requires_grad=True)
y2 = x2 * 2
y2.add_(1)
y2.relu_()
y2.sum().backward()
print(x2.grad, y2.grad_fn.name() if hasattr(y2.grad_fn, "name") else None)
m = torch.zeros(3, 3, device=device)
m.diagonal().fill_(5)
m[:, 2].add_(1)
print(m)
m = m.t()
print(m, m.flatten().unflatten(0, (9, 1)).shape)
print(torch.arange(6).view(2, 3).T.flatten(), s.stride(), s.is_contiguous())
