import math
from dataclasses import dataclass, field
from collections import defaultdict, Counter, OrderedDict
import torch
device = "cpu"
torch.manual_seed(0)
t = torch.tensor([3.0, 1.0, 2.0], device=device)
print(len(t), list(t), [x.item() for x in t])
print(sorted(t), max(t), min(t), sum(t))
print(sorted(t.tolist(), reverse=True), sum(t.tolist()))
print(f"{t[0]:.2f} {t.sum():8.3f} {t.max().item():e}")
print("%.3f" % t[1].item(), "{:>6}".format(int(t[2])), str(t[0].item()))
print(torch.tensor([t[0], t[1]]), torch.stack(list(t)), torch.tensor(t.tolist()))
print(abs(-t), -t, +t, round(t[0].item() / 7, 3), math.sqrt(t[0].item()), math.floor(t[2].item()))
print(float(t[0]), int(t[2]), bool(t[0] > 2), complex(t[0].item()))
print(t[0] > 2 and t[1] < 2, not (t[2] == 2), t.argmax().item() == 0)
if t.sum() > 5:
    print("sum > 5")
print(torch.is_tensor(t), isinstance(t, torch.Tensor), type(t).__name__, torch.typename(t))
print(t.T.shape, torch.ones(2, 3).mT.shape, torch.ones(2, 3, device=device).t().shape)
m = torch.arange(6, device=device).view(2, 3)
for row in m:
    print(row.tolist(), row.sum().item())
for i, (a, b) in enumerate(zip(m[0], m[1])):
    print(i, a.item(), b.item(), (a + b).item())
a, b = m
print(a, b)
x, y, z = torch.tensor([1, 2, 3], device=device)
print(x + y + z)
@dataclass
class Config:
    lr: float = 0.01
    layers: list = field(default_factory=lambda: [4, 8])
    name: str = "net"
cfg = Config(lr=0.1)
print(cfg)
net = torch.nn.Sequential(*[torch.nn.Linear(a, b) for a, b in zip([2] + cfg.layers[:-1], cfg.layers)]).to(device)
print(net)
counts = Counter(torch.tensor([1, 2, 2, 3, 3, 3], device=device).tolist())
print(counts.most_common(2))
groups = defaultdict(list)
for v in torch.tensor([5, 6, 7, 8], device=device):
    groups[int(v) % 2].append(v.item())
print(dict(groups))
d = {k: v.shape for k, v in net.state_dict().items()}
print(d)
hist = OrderedDict()
for epoch in range(3):
    hist[epoch] = round(torch.rand(1, device=device).item(), 4)
print(hist)
idx = torch.tensor(1, device=device)
print([10, 20, 30][idx], "abc"[torch.tensor(2)], torch.arange(5, device=device)[idx.item():])
print(torch.tensor(2.5, device=device) * 2, 3 - torch.tensor(1, device=device), 2 ** torch.tensor(3.0, device=device))
print(hash(t) == hash(t), t is t, id(t) == id(t))
s = {t, t}
print(len(s))
print(torch.tensor([[1, 2], [3, 4]], device=device).tolist(), torch.tensor(5, device=device).tolist())
print(torch.tensor([1.5, 2.25], device=device).tolist(), torch.tensor([0.1], device=device).tolist())
print(torch.tensor([0.1, 0.2], dtype=torch.float64, device=device).tolist())
print(torch.zeros(2, 2, device=device).new_ones(3).tolist(), t.new_tensor([1, 2]).dtype, t.new_zeros(2, 1).shape, t.new_full((2,), 4.0))
print(round(t.std().item(), 4), t.norm().item() > 3, t.numel(), t.dim(), t.ndim, t.size(0), t.shape[-1], t.nelement())
