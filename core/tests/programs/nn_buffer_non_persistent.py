# Non-persistent buffers (register_buffer(..., persistent=False) and nn.Buffer(..., persistent=False)):
# in buffers() and moved by to(), left out of state_dict, loaded from themselves by
# load_state_dict, and an entry for one in a checkpoint is an unexpected key.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)


class Rope(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(2, 2)
        self.register_buffer("mask", torch.tensor([1.0, 0.5]), persistent=False)
        self.cache = nn.Buffer(torch.arange(3.0), persistent=False)
        self.register_buffer("stat", torch.zeros(2))

    def forward(self, x):
        return self.lin(x) * self.mask + self.stat


m = nn.Sequential(Rope(), nn.Linear(2, 1)).to(device)
print(m)
print([n for n, _ in m.named_buffers()])
sd = m.state_dict()
print(list(sd.keys()))
print(m.load_state_dict(sd))
x = torch.randn(3, 2, device=device)
y = m(x)
print(y.detach())
y.sum().backward()
print(m[0].lin.weight.grad)
sd2 = dict(sd)
sd2["0.mask"] = torch.zeros(2, device=device)
print(m.load_state_dict(sd2, strict=False), m[0].mask)
try:
    m.load_state_dict(sd2)
except RuntimeError as e:
    print("RuntimeError:", e)
del sd2["1.bias"]
try:
    m.load_state_dict(sd2)
except RuntimeError as e:
    print("RuntimeError:", e)
m[0].register_buffer("mask", torch.full((2,), 2.0, device=device))
print(list(m.state_dict().keys()))
print(m(x).detach())
