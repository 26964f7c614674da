# Tensor.unfold for sliding windows (time-series features), strides and views, torch.roll,
# rot90/flip, meshgrid/cartesian_prod/combinations, tril_indices and triu_indices, block_diag,
# kron, diag_embed/diagonal, and as_strided for overlapping windows.
import torch

device = "cpu"
torch.manual_seed(570)

s = torch.arange(10.0, device=device)
w = s.unfold(0, 4, 2)
print(w, w.shape, w.stride(), w.is_contiguous())
print(w.mean(1), w.max(1).values)
m = torch.arange(12, device=device).view(3, 4)
print(m.unfold(1, 2, 1).shape, m.unfold(0, 2, 1)[1])
print(torch.roll(s, 3), torch.roll(m, shifts=(1, -1), dims=(0, 1)))
print(torch.roll(m, 1))
print(torch.rot90(m), torch.rot90(m, 2, (0, 1)), torch.rot90(m, -1))
print(m.flip(0), m.fliplr(), m.flipud().shape)
a, b = torch.meshgrid(torch.tensor([1, 2], device=device), torch.tensor([3, 4, 5], device=device), indexing="xy")
print(a, b)
print(torch.cartesian_prod(torch.tensor([1, 2], device=device), torch.tensor([7, 8], device=device)))
print(torch.combinations(torch.tensor([1, 2, 3, 4], device=device), r=2))
print(torch.combinations(torch.tensor([1, 2, 3], device=device), r=2, with_replacement=True))
print(torch.tril_indices(3, 3), torch.triu_indices(3, 4, offset=1))
print(torch.block_diag(torch.ones(2, 2, device=device), torch.tensor([[5.0]], device=device), torch.zeros(1, 2, device=device)))
print(torch.kron(torch.eye(2, device=device), torch.tensor([[1.0, 2.0], [3.0, 4.0]], device=device)))
v = torch.tensor([[1.0, 2.0], [3.0, 4.0]], device=device)
print(torch.diag_embed(v), torch.diag_embed(v, offset=1).shape)
x = torch.arange(24, device=device).view(2, 3, 4)
print(x.diagonal(dim1=1, dim2=2), x.diagonal(offset=1, dim1=0, dim2=2))
print(torch.diag(torch.tensor([1, 2, 3], device=device), -1))
print(torch.as_strided(s, (4, 3), (2, 1)))
print(torch.vander(torch.tensor([1, 2, 3], device=device), N=3), torch.tril(m, -1), torch.triu(m, 1))
print(torch.cross(torch.tensor([[1.0, 0, 0]], device=device), torch.tensor([[0.0, 1, 0]], device=device), dim=1))
print(torch.atleast_2d(torch.tensor(1.0)), torch.atleast_3d(torch.ones(2)).shape)
