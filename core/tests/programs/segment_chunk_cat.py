# The private _segment_reduce (lengths or offsets, initial) and _chunk_cat ops OpInfo lists.
import torch

device = "cpu"
x = torch.tensor([-8.5, -1.75, -4.25, -2.5, -8.0, 3.5], device=device, requires_grad=True)
lengths = torch.tensor([0, 1, 2, 3], device=device)
for reduce in ["max", "min", "sum", "mean", "prod"]:
    for initial in [None, 2.0]:
        if reduce == "mean" and initial is None:
            continue  # an empty segment's mean is nan
        x.grad = None
        out = torch._segment_reduce(x, reduce, lengths=lengths, initial=initial)
        fin = out.masked_fill(lengths == 0, 0.0)
        (fin * torch.tensor([1.0, 2.0, 3.0, 4.0], device=device)).sum().backward()
        print(reduce, initial, [round(v, 4) for v in fin.tolist()], [round(v, 4) for v in x.grad.tolist()])
offsets = torch.tensor([0, 2, 6], device=device)
print("offsets", torch._segment_reduce(x, "sum", offsets=offsets).tolist())
m = torch.arange(10.0, device=device).reshape(5, 2)
print("2-d", torch._segment_reduce(m, "max", lengths=torch.tensor([2, 3], device=device)).tolist())
print("ties", torch._segment_reduce(torch.tensor([1.0, 3.0, 3.0, 2.0], device=device), "max", lengths=torch.tensor([4], device=device)).tolist())
try:
    torch._segment_reduce(x, "max", lengths=torch.tensor([1, 1], device=device))
except RuntimeError as e:
    print("RuntimeError", e)

a = torch.arange(6.0, device=device).reshape(2, 3)
b = torch.tensor([[10.0], [20.0]], device=device)
print("chunk_cat", torch._chunk_cat([a, b], 1, 2).tolist())
print("chunk_cat dim0", torch._chunk_cat([a, b.t()], 0, 2).tolist())
print("chunk_cat last", torch._chunk_cat([a.reshape(1, 2, 3), a.reshape(1, 2, 3) * 2], -1, 4).tolist())
