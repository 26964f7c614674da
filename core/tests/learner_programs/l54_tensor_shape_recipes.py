# Shape manipulation recipes: strides and contiguity after transpose/permute, as_strided windows,
# Tensor.unfold, expand vs repeat vs repeat_interleave (tensor repeats), roll/flip/rot90,
# tril_indices/triu_indices, diag_embed, block_diag, tensor_split/chunk/split uneven, movedim,
# narrow, meshgrid indexing, and view errors on non-contiguous tensors.
import torch

device = "cpu"
torch.manual_seed(71)

x = torch.arange(12, device=device).reshape(3, 4)
print(x.stride(), x.t().stride(), x.t().is_contiguous(), x.t().contiguous().stride())
p = torch.arange(24, device=device).reshape(2, 3, 4).permute(2, 0, 1)
print(p.shape, p.stride(), p.is_contiguous())
print(x[:, 1:].storage_offset(), x[1].storage_offset())
sig = torch.arange(8.0, device=device)
print(sig.as_strided((3, 4), (2, 1)))
print(sig.unfold(0, 3, 2))
print(x.unfold(1, 2, 2).shape)
col = torch.tensor([[1], [2]], device=device)
print(col.expand(2, 3), col.expand(-1, 2).stride())
print(col.repeat(2, 3))
print(torch.tensor([1, 2, 3], device=device).repeat_interleave(torch.tensor([2, 0, 3], device=device)))
print(x.repeat_interleave(2, dim=0).shape, torch.repeat_interleave(torch.tensor([2, 1], device=device)))
print(torch.roll(x, shifts=1, dims=1), torch.roll(x, 2))
print(torch.roll(x, shifts=(1, -1), dims=(0, 1)))
print(x.flip(0), x.fliplr()[0])
print(torch.rot90(x, 1, (0, 1)), torch.rot90(x, -1).shape)
print(torch.tril_indices(3, 3), torch.triu_indices(3, 4, offset=1))
print(torch.diag_embed(torch.tensor([[1, 2], [3, 4]], device=device)))
print(torch.diag(torch.tensor([1, 2], device=device), 1), torch.diagonal(x, offset=-1))
print(torch.block_diag(torch.ones(2, 2, device=device), torch.tensor([[5.0]], device=device)))
print(torch.arange(7, device=device).tensor_split(3), torch.arange(7, device=device).tensor_split([1, 5]))
print(torch.arange(7, device=device).chunk(3), torch.arange(5, device=device).chunk(4))
print(torch.arange(7, device=device).split([2, 5]), torch.arange(7, device=device).split(3))
print(torch.movedim(torch.zeros(2, 3, 4), (0, 1), (2, 0)).shape, torch.swapaxes(torch.zeros(2, 3, 4), 0, 2).shape)
print(x.narrow(1, 1, 2), x.narrow(0, -2, 2).shape)
a, b = torch.meshgrid(torch.arange(2, device=device), torch.arange(3, device=device), indexing="xy")
print(a, b)
a, b = torch.meshgrid(torch.arange(2, device=device), torch.arange(3, device=device), indexing="ij")
print(a.shape, b[1])
print(torch.cartesian_prod(torch.tensor([1, 2], device=device), torch.tensor([3, 4], device=device)))
print(torch.combinations(torch.tensor([1, 2, 3], device=device), r=2))
print(torch.atleast_2d(torch.tensor(1.0, device=device)).shape, torch.atleast_3d(torch.ones(2, device=device)).shape)
print(x.flatten().unflatten(0, (2, -1)).shape, x.view(-1, 6).shape, x.reshape(2, 2, 3)[1, 0])
try:
    x.t().view(12)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    x.view(5, -1)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    x.expand(3, 2)
except RuntimeError as e:
    print("RuntimeError:", e)
print(torch.stack([x, x], dim=-1).shape, torch.hstack([x, x]).shape, torch.vstack([x[0], x[1]]).shape, torch.dstack([x, x]).shape)
print(torch.column_stack([torch.tensor([1, 2], device=device), torch.tensor([3, 4], device=device)]))
print(x.T.shape, x.mT.shape, torch.zeros(2, 3, 4).mT.shape, x.H.shape)
