# register_buffer with persistent=False, buffers moving with .to(), state_dict keys,
# named_buffers, and loading a state_dict that lacks / has extra buffers.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)


class Normalizer(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.register_buffer("mean", torch.zeros(n))
        self.register_buffer("std", torch.ones(n))
        self.register_buffer("cache", torch.arange(n, dtype=torch.float32), persistent=False)
        self.register_buffer("nothing", None)
        self.lin = nn.Linear(n, 2)

    def forward(self, x):
        return self.lin((x - self.mean) / self.std) + self.cache.sum()


m = Normalizer(3)
print(list(m.state_dict().keys()))
print([n for n, _ in m.named_buffers()])
print(m.nothing)
m.mean.fill_(0.5)
m = m.to(device).double()
print(m.mean.dtype, m.cache.dtype, m.lin.weight.dtype)
m = m.float()
sd = m.state_dict()
print(sd["mean"])
m2 = Normalizer(3)
res = m2.load_state_dict(sd)
print(res)
print(m2.mean, m2.cache)
sd_extra = dict(sd)
sd_extra["cache"] = torch.full((3,), 9.0)
try:
    m2.load_state_dict(sd_extra)
except RuntimeError as e:
    print(type(e).__name__)
    print(str(e))
res = m2.load_state_dict(sd_extra, strict=False)
print(res.missing_keys, res.unexpected_keys)
print(m2.cache)
try:
    m.register_buffer("lin", torch.zeros(1))
except KeyError as e:
    print("KeyError", e)
try:
    m.register_buffer("a.b", torch.zeros(1))
except KeyError as e:
    print("KeyError", e)
try:
    m.register_buffer("bad", [1, 2])
except TypeError as e:
    print("TypeError", e)
x = torch.randn(2, 3, device=device)
print(m(x).shape)
m.mean = torch.ones(3)
print("mean still buffer", "mean" in dict(m.named_buffers()))
