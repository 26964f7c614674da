# Writing through indexes: boolean-mask assignment, fancy-index assignment with repeated indices,
# index_put_ with accumulate, slices with steps, ellipsis and None, negative indices, index_copy_,
# index_fill_, masked_scatter_, put_/take, scatter_add_, scatter_reduce_, and
# assignment into views propagating to the base.
import torch

device = "cpu"
torch.manual_seed(0)
t = torch.arange(12.0, device=device).view(3, 4)
t[t > 6] = -1
print(t)
t[[0, 2], [1, 3]] = torch.tensor([100.0, 200.0], device=device)
print(t)
u = torch.zeros(5, device=device)
u[torch.tensor([1, 1, 3], device=device)] = torch.tensor([1.0, 2.0, 3.0], device=device)
print(u)
u.index_put_((torch.tensor([1, 1, 3], device=device),), torch.tensor([1.0, 2.0, 3.0], device=device), accumulate=True)
print(u)
m = torch.arange(24, device=device).view(2, 3, 4)
print(m[..., 1], m[:, None, 0, ::2].shape, m[-1, -1], m[1, :, -2:], m[:, [0, 2]][:, :, 0])
print(m[[0, 1], [1, 2], [3, 0]], m[torch.tensor([[0], [1]], device=device), torch.tensor([0, 2], device=device)].shape)
v = m.clone()
v[:, 1:, ::2] = 0
print(v[1])
v[0, ...] = torch.tensor([9, 8, 7, 6], device=device)
print(v[0])
base = torch.zeros(3, 4, device=device)
view = base[1:, 1:3]
view += 5
view[0, 0] = 7
print(base, view.is_contiguous())
col = base[:, 2]
col.fill_(-1)
print(base[:, 2], base.sum().item())
a = torch.zeros(4, 3, device=device)
a.index_copy_(0, torch.tensor([3, 0], device=device), torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], device=device))
print(a)
a.index_fill_(1, torch.tensor([1], device=device), -2.0)
print(a)
b = torch.zeros(2, 3, device=device)
mask = torch.tensor([[True, False, True], [False, True, False]], device=device)
b.masked_scatter_(mask, torch.tensor([10.0, 20.0, 30.0, 40.0], device=device))
print(b, b.masked_fill(~mask, 0.5))
p = torch.zeros(2, 3, device=device)
p.put_(torch.tensor([0, 5, 0], device=device), torch.tensor([1.0, 2.0, 3.0], device=device), accumulate=True)
print(p, torch.take(p, torch.tensor([[5, 0]], device=device)))
s = torch.zeros(2, 4, device=device)
s.scatter_add_(1, torch.tensor([[0, 1, 0], [3, 3, 2]], device=device), torch.ones(2, 3, device=device))
print(s)
s2 = torch.ones(2, 4, device=device)
s2.scatter_reduce_(1, torch.tensor([[0, 0], [1, 2]], device=device), torch.tensor([[2.0, 3.0], [4.0, 5.0]], device=device), reduce="prod")
print(s2)
s3 = torch.zeros(3, device=device).scatter_(0, torch.tensor([2, 0], device=device), 7.0)
print(s3, torch.zeros(2, 2, device=device).scatter(1, torch.tensor([[1], [0]], device=device), 1.0))
w = torch.randn(4, 4, device=device)
rows = torch.tensor([True, False, True, False], device=device)
print(w[rows].shape, w[rows][:, rows].shape, w[rows, :2].shape, w[:, rows].shape)
w[rows, 0] = 0.0
print(w[:, 0].eq(0).tolist())
idx = torch.tensor([[0, 1], [1, 2]], device=device)
print(torch.arange(10, device=device)[idx], torch.arange(10, device=device)[torch.tensor(3, device=device)])
x = torch.arange(6, device=device)
x[1:4] = x[0:3].clone()
print(x, x[x % 2 == 0], x[torch.nonzero(x > 2).squeeze(1)])
g = torch.randn(3, 4, device=device, requires_grad=True)
out = g[torch.tensor([0, 0, 2], device=device)].sum() + g[:, 1].sum()
out.backward()
print(g.grad)
