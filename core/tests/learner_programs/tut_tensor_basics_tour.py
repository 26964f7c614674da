# The "Tensors" tutorial tour: creation (from data, zeros/ones/full/eye/arange/linspace/logspace,
# *_like, rand with shapes), attributes, indexing and slicing (ellipsis, None, negative steps via
# flip, fancy and boolean), joining, arithmetic, matrix products three ways, in-place ops, and
# bridging to Python lists.
import torch

device = "cpu"
torch.manual_seed(2023)

data = [[1, 2], [3, 4]]
x_data = torch.tensor(data, device=device)
x_ones = torch.ones_like(x_data)
x_rand = torch.rand_like(x_data, dtype=torch.float)
print(x_data, x_ones, x_rand, sep="\n")
shape = (2, 3)
print(torch.rand(shape).shape, torch.ones(shape), torch.zeros(shape, dtype=torch.int32))
print(torch.full((2, 2), 7.5), torch.eye(3), torch.arange(1, 10, 3), torch.linspace(0, 1, 5))
print(torch.logspace(0, 2, 3), torch.zeros_like(x_rand), torch.full_like(x_data, 9), torch.empty(2, 0).shape)
t = torch.rand(3, 4, device=device)
print(f"Shape: {t.shape} Datatype: {t.dtype}")

m = torch.arange(24, device=device).reshape(2, 3, 4)
print(m[0], m[:, 1], m[..., -1], m[1, ..., 2])
print(m[:, None, 0].shape, m[None].shape, m[:, :, ::2])
print(m[:, [0, 2]].shape, m[[0, 1], [1, 2]], m[m % 5 == 0])
print(m.flip(-1)[0, 0], m[0, 0].flip(0))
t2 = torch.ones(4, 4, device=device)
t2[:, 1] = 0
t2[2] = torch.arange(4.0)
t2[t2 > 2] = -1
print(t2)
print(torch.cat([t2, t2], dim=1).shape, torch.stack([t2, t2]).shape)

a = torch.arange(6.0, device=device).view(2, 3)
b = torch.ones(3, 2, device=device)
y1 = a @ b
y2 = a.matmul(b)
y3 = torch.empty(2, 2, device=device)
torch.matmul(a, b, out=y3)
print(y1, torch.equal(y1, y2), torch.equal(y1, y3))
z1 = a * a
z2 = a.mul(a)
z3 = torch.empty_like(a)
torch.mul(a, a, out=z3)
print(z1, torch.equal(z1, z3))
agg = a.sum()
print(agg.item(), type(agg.item()).__name__)
print(a.add_(5))
print(a.t_() if False else a.T.shape)
print(a.max(), a.max(dim=1), a.argmin(dim=0), a.mean(dim=1, keepdim=True))
print(a.std(), a.var(dim=0), a.prod(1), a.norm(), a.abs().sqrt().exp().log().round(decimals=3))
print(a.tolist(), a[0].tolist(), a[0, 0].item())
print(torch.tensor(3.0).dim(), torch.tensor([3.0]).dim(), torch.tensor([[3.0]]).squeeze().dim())
