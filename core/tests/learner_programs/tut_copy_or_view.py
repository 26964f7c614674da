# Which operations return a view of their input and which a new tensor: a learner checks by
# writing into each result and looking at the source (repeat, tile, expand, F.pad with zero and
# negative widths, reshape of contiguous and transposed tensors, flatten, narrow, indexing with
# slices vs index tensors, detach, clone, contiguous), plus the resulting strides.
import torch
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)

ops = {
    "view": lambda v: v.view(3, 1),
    "reshape": lambda v: v.reshape(1, 3),
    "reshape of transpose": lambda v: v.view(3, 1).t().reshape(3),
    "flatten": lambda v: v.flatten(),
    "unsqueeze": lambda v: v.unsqueeze(0),
    "expand": lambda v: v.unsqueeze(0).expand(2, 3)[0],
    "repeat": lambda v: v.unsqueeze(0).repeat(4, 1),
    "repeat 1-D": lambda v: v.repeat(2),
    "repeat ones": lambda v: v.repeat(1),
    "tile": lambda v: torch.tile(v, (3, 1)),
    "repeat_interleave": lambda v: v.repeat_interleave(2),
    "pad zero": lambda v: F.pad(v, (0, 0)),
    "pad negative": lambda v: F.pad(v, (-1, 0)),
    "pad positive": lambda v: F.pad(v, (1, 1)),
    "narrow": lambda v: v.narrow(0, 1, 2),
    "slice": lambda v: v[1:],
    "index tensor": lambda v: v[torch.tensor([0, 1], device=v.device)],
    "bool mask": lambda v: v[v > 0],
    "detach": lambda v: v.detach(),
    "clone": lambda v: v.clone(),
    "contiguous": lambda v: v.contiguous(),
    "to same dtype": lambda v: v.to(torch.float32),
    "to other dtype": lambda v: v.to(torch.float64),
    "chunk": lambda v: v.chunk(3)[1],
    "split": lambda v: v.split(2)[0],
    "unbind": lambda v: v.unbind()[2],
    "cat one": lambda v: torch.cat([v]),
    "stack one": lambda v: torch.stack([v])[0],
    "diag": lambda v: torch.diag(v),
    "flip": lambda v: v.flip(0),
    "movedim": lambda v: v.view(1, 3).movedim(0, 1),
    "as flattened view": lambda v: v.view(-1)[::2],
}
for name, op in ops.items():
    v = torch.tensor([1.0, 2.0, 3.0], device=device)
    out = op(v)
    out.reshape(-1)[0] = 42.0 if out.is_contiguous() or out.dim() < 2 else out.reshape(-1)[0]
    if not out.is_contiguous() and out.dim() >= 2:
        out.select(0, 0).select(0, 0).fill_(42.0) if out.dim() == 2 else None
    shared = v[0].item() == 42.0 or v[1].item() == 42.0
    print(f"{name:20s} {'view' if shared else 'copy':4s} shape {tuple(out.shape)} stride {out.stride()}")

r = torch.tensor([[1, 2]], device=device).repeat(3, 1)
r.add_(1)
print(r.tolist(), r.is_contiguous())
e = torch.tensor([[1, 2]], device=device).expand(3, 2)
try:
    e.add_(1)
except RuntimeError as err:
    print("RuntimeError:", str(err).split(".")[0])
