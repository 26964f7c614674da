# torch.return_types are tuples: len, indexing from either end, unpacking, isinstance(r, tuple)
# and fields by name, for the native (max, sort, topk, cummax) and library (median, mode,
# kthvalue, aminmax) functions; torch.Size is a tuple too. squeeze with a tuple of dims, split by
# a torch.Size, sort(stable=True), memory_format=torch.contiguous_format.
import torch

device = "cpu"
x = torch.tensor([[1.0, 3.0, 2.0], [2.0, 0.0, 5.0]], device=device)
for r in (torch.max(x, 1), torch.sort(x, 1), torch.topk(x, 2), torch.cummax(x, 1), torch.median(x, 1), torch.mode(x, 1), torch.kthvalue(x, 2, 1)):
    v, i = r
    print(type(r).__name__, len(r), isinstance(r, tuple), r[0].tolist(), r[-1].tolist(), r.values.tolist(), i.tolist())
a = torch.aminmax(x, dim=0)
print(a)
print(a.min.tolist(), a[1].tolist(), len(a), isinstance(a, tuple))
print(isinstance(x.shape, tuple), len(x.shape), x.shape[-1])
print(torch.median(torch.tensor(2.5, device=device), 0, keepdim=True))
y = torch.zeros(1, 3, 1, 2, device=device)
print(y.squeeze((0, 2)).shape, y.squeeze((0, 1)).shape, torch.squeeze(y, (-1, -2)).shape)
print([t.shape for t in torch.arange(6.0, device=device).split(torch.Size([2, 4]))])
print(torch.sort(torch.tensor([2, 1, 2, 1, 0], device=device), stable=True, descending=True))
print(x.float(memory_format=torch.contiguous_format).clone(memory_format=torch.preserve_format))
print(torch.contiguous_format, torch.channels_last)
