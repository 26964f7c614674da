# PyTorch's meta device: shapes and dtypes without values. On the playground a meta tensor is the
# emulated TPU's (priced, not computed); what prints and what raises is PyTorch's.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "meta"
a = torch.randn(64, 32, device=device)
b = torch.randn(32, 16, device=device)
c = a @ b
print(c)
print(c.shape, c.dtype, c.device, c.device.type, c.device.index, c.is_meta if hasattr(c, "is_meta") else "")
print(torch.device("meta"), repr(torch.device("meta")))
print(torch.zeros(3, device=device, dtype=torch.int64))
print(torch.ones(2, 3, device=device).to(torch.bfloat16))
print(torch.empty(5, device=device).sum())
print(F.softmax(c, dim=-1).shape, c.t().contiguous().shape, c.view(-1).shape, c.mean(0))
print(torch.empty_like(c), torch.zeros_like(c).device, torch.randn_like(c).shape)
print(torch.cat([c, c]).shape, torch.stack([c, c]).shape, c[1:3, ::2].shape)

w = torch.empty(4, 4, device=device, requires_grad=True)
print(w)
y = (w * 2).sum()
print(y)
y.backward()
print(w.grad)

lin = nn.Linear(8, 4, device=device)
print(lin.weight)
print(lin.bias)
out = lin(torch.randn(2, 8, device=device))
print(out)
out.relu().mean().backward()
print(lin.weight.grad)
opt = torch.optim.SGD(lin.parameters(), lr=0.1, momentum=0.9)
opt.step()
print(lin.weight)

m = nn.Sequential(nn.Linear(3, 2), nn.ReLU())
m.to("meta")
print(m[0].weight)
print(m(torch.ones(1, 3, device="meta")))

block = nn.TransformerEncoderLayer(16, 2, dim_feedforward=32, batch_first=True, device=device)
print(block(torch.randn(2, 5, 16, device=device)))

for what, f in [
    ("item", lambda: c.sum().item()),
    ("float", lambda: float(c.sum())),
    ("bool", lambda: bool(c[0, 0])),
    ("tolist", lambda: c.tolist()),
    ("cpu", lambda: c.cpu()),
    ("to cpu", lambda: c.to("cpu")),
    ("add cpu", lambda: c + torch.ones(64, 16)),
    ("cpu add", lambda: torch.ones(64, 16) + c),
    ("cat", lambda: torch.cat([c, torch.ones(64, 16)])),
    ("module to cpu", lambda: m.to("cpu")),
    ("format", lambda: f"{c.sum():.3f}"),
]:
    try:
        f()
        print(what, "ran")
    except (RuntimeError, NotImplementedError, TypeError) as e:
        print(what, type(e).__name__, e)
