# Custom modules with buffers: persistent and non-persistent buffers, None buffers, state_dict
# keys and order, load_state_dict(strict=False) results, keep_vars, and moving buffers with .to().
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(2)


class RunningScaler(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.register_buffer("mean", torch.zeros(n))
        self.register_buffer("count", torch.tensor(0))
        self.register_buffer("scratch", torch.ones(n), persistent=False)
        self.register_buffer("maybe", None)
        self.lin = nn.Linear(n, 2)

    def forward(self, x):
        if self.training:
            self.count += x.shape[0]
            self.mean += (x.mean(0) - self.mean) / self.count
        return self.lin((x - self.mean) * self.scratch)


m = RunningScaler(3).to(device)
print(m)
print(list(m.state_dict().keys()))
print([n for n, _ in m.named_buffers()])
for _ in range(3):
    m(torch.randn(4, 3, device=device) + 2)
print(m.mean.round(decimals=4), m.count)
sd = m.state_dict()
print(type(sd).__name__, sd["count"], sd["mean"].requires_grad)
kv = m.state_dict(keep_vars=True)
print(kv["lin.weight"].requires_grad, sd["lin.weight"].requires_grad)
m2 = RunningScaler(3).to(device)
res = m2.load_state_dict(sd)
print(res)
print(m2.mean.round(decimals=4), m2.count)
partial = {k: v for k, v in sd.items() if k != "count"}
partial["extra"] = torch.zeros(1)
res2 = m2.load_state_dict(partial, strict=False)
print(res2.missing_keys, res2.unexpected_keys)
try:
    m2.load_state_dict(partial)
except RuntimeError as e:
    print("RuntimeError:", e)
bad = dict(sd)
bad["mean"] = torch.zeros(4)
try:
    m2.load_state_dict(bad)
except RuntimeError as e:
    print("RuntimeError:", e)
m.eval()
with torch.no_grad():
    print(m(torch.ones(1, 3, device=device)).round(decimals=4))
del sd, kv, partial, bad
m.double()
print(m.mean.dtype, m.count.dtype, m.scratch.dtype)
print(m.get_buffer("mean").shape)
del m.maybe
print([n for n, _ in m.named_buffers()])
m.register_buffer("maybe", torch.tensor([1.5]))
print(list(m.state_dict().keys()))
