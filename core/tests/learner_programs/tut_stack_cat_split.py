# Joining and splitting tensors: cat vs stack (new dim), hstack/vstack/dstack/column_stack,
# split with a size and with a list, chunk with uneven sizes, tensor_split by indices, unbind,
# movedim/swapaxes, and rebuilding a batch from per-sample tensors; with the shape errors.
import torch

device = "cpu"
torch.manual_seed(0)

a = torch.arange(6, device=device).reshape(2, 3)
b = torch.arange(6, 12, device=device).reshape(2, 3)
print("cat dim 0:\n", torch.cat([a, b]))
print("cat dim 1:\n", torch.cat([a, b], dim=1))
print("stack dim 0 shape:", tuple(torch.stack([a, b]).shape), "dim 2:", tuple(torch.stack([a, b], dim=2).shape))
print("stack dim -1:\n", torch.stack([a, b], dim=-1))
print("hstack:\n", torch.hstack([a, b]))
print("vstack of 1-D:\n", torch.vstack([torch.tensor([1, 2], device=device), torch.tensor([3, 4], device=device)]))
print("dstack shape:", tuple(torch.dstack([a, b]).shape))
print("column_stack:\n", torch.column_stack([torch.tensor([1, 2], device=device), torch.tensor([3, 4], device=device)]))
print("cat with an empty tensor:", torch.cat([torch.tensor([1.0], device=device), torch.tensor([], device=device)]))
try:
    torch.stack([a, b.T])
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    torch.cat([a, torch.zeros(2, 2, device=device, dtype=torch.long)], dim=0)
except RuntimeError as e:
    print("RuntimeError:", e)

x = torch.arange(10, device=device)
print("split(3):", [t.tolist() for t in x.split(3)])
print("split([2, 3, 5]):", [t.tolist() for t in x.split([2, 3, 5])])
print("chunk(3):", [t.tolist() for t in x.chunk(3)])
print("chunk(4):", [t.tolist() for t in x.chunk(4)])
print("chunk(6) of 10 gives", len(x.chunk(6)), "chunks")
print("tensor_split(3):", [t.tolist() for t in x.tensor_split(3)])
print("tensor_split([2, 7]):", [t.tolist() for t in torch.tensor_split(x, [2, 7])])
try:
    x.split([2, 3])
except RuntimeError as e:
    print("RuntimeError:", e)

m = torch.arange(12, device=device).reshape(3, 4)
cols = m.unbind(1)
print("unbind(1):", [c.tolist() for c in cols])
q, k, v = torch.randn(2, 5, 24, device=device).chunk(3, dim=-1)
print("qkv chunk shapes:", tuple(q.shape), tuple(k.shape), tuple(v.shape))

img = torch.randn(2, 3, 4, 5, device=device)
print("movedim(1, -1):", tuple(img.movedim(1, -1).shape), "swapaxes(2, 3):", tuple(img.swapaxes(2, 3).shape))
print("permute round trip:", torch.equal(img.permute(0, 2, 3, 1).permute(0, 3, 1, 2), img))

samples = [torch.full((3,), float(i), device=device) for i in range(4)]
batch = torch.stack(samples)
print("batched:\n", batch)
back = list(batch)
print("list(batch) recovers:", all(torch.equal(s, t) for s, t in zip(samples, back)))
pairs = torch.cartesian_prod(torch.tensor([1, 2], device=device), torch.tensor([3, 4, 5], device=device))
print("cartesian_prod:\n", pairs)
print("combinations:\n", torch.combinations(torch.tensor([1, 2, 3], device=device), r=2))
grid_x, grid_y = torch.meshgrid(torch.arange(2, device=device), torch.arange(3, device=device), indexing="xy")
print("meshgrid xy:\n", grid_x, "\n", grid_y)
print("block_diag:\n", torch.block_diag(torch.ones(1, 2, device=device), 2 * torch.ones(2, 1, device=device)))
