# Writing a custom module properly: nn.Parameter vs plain tensor attributes (which .to() and
# parameters() ignore), register_buffer for running statistics with persistent=False for caches,
# register_parameter(None) for an optional bias, a running-mean normalizer updated in forward
# under no_grad, state_dict contents, and load_state_dict(strict=False) reporting missing keys.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(3)


class RunningNorm(nn.Module):
    def __init__(self, n, momentum=0.1, bias=True):
        super().__init__()
        self.scale = nn.Parameter(torch.ones(n))
        if bias:
            self.shift = nn.Parameter(torch.zeros(n))
        else:
            self.register_parameter("shift", None)
        self.register_buffer("running_mean", torch.zeros(n))
        self.register_buffer("running_var", torch.ones(n))
        self.register_buffer("cache", torch.zeros(n), persistent=False)
        self.momentum = momentum
        self.not_registered = torch.zeros(n)

    def forward(self, x):
        if self.training:
            with torch.no_grad():
                m, v = x.mean(0), x.var(0)
                self.running_mean.mul_(1 - self.momentum).add_(self.momentum * m)
                self.running_var.mul_(1 - self.momentum).add_(self.momentum * v)
                self.cache.copy_(m)
        y = (x - self.running_mean) / torch.sqrt(self.running_var + 1e-5) * self.scale
        return y + self.shift if self.shift is not None else y

    def extra_repr(self):
        return f"n={self.scale.numel()}, momentum={self.momentum}, bias={self.shift is not None}"


norm = RunningNorm(3).to(device)
print(norm)
print("parameters:", [n for n, _ in norm.named_parameters()])
print("buffers:", [n for n, _ in norm.named_buffers()])
print("state_dict keys:", list(norm.state_dict().keys()))
print("plain tensor attribute is not a buffer:", "not_registered" not in dict(norm.named_buffers()))
nb = RunningNorm(3, bias=False)
print("no-bias parameters:", [n for n, _ in nb.named_parameters()], "shift is None:", nb.shift is None)

data = torch.randn(200, 3, device=device) * torch.tensor([1.0, 2.0, 0.5], device=device) + torch.tensor([5.0, -1.0, 0.0], device=device)
for i in range(0, 200, 20):
    norm(data[i:i + 20])
print("running_mean:", norm.running_mean.round(decimals=3))
print("running_var:", norm.running_var.round(decimals=3))
print("buffers have no grad:", norm.running_mean.requires_grad)
norm.eval()
out = norm(data)
print(f"eval output mean {out.mean(0).abs().max().item() < 1.0}, std {out.std(0).round(decimals=2).tolist()}")

fresh = RunningNorm(3).to(device)
result = fresh.load_state_dict({"scale": torch.full((3,), 2.0), "running_mean": torch.ones(3)}, strict=False)
print("missing:", result.missing_keys)
print("unexpected:", result.unexpected_keys)
print("loaded scale:", fresh.scale.tolist(), "running_mean:", fresh.running_mean.tolist())
try:
    fresh.load_state_dict({"scale": torch.ones(3), "bogus": torch.ones(1)})
except RuntimeError as e:
    print("RuntimeError:", str(e).splitlines()[0])
try:
    norm.register_buffer("scale", torch.zeros(3))
except KeyError as e:
    print("KeyError:", e)
try:
    norm.register_parameter("p", torch.zeros(2))
except TypeError as e:
    print("TypeError:", e)
norm.register_buffer("late", None)
print("None buffer listed in named_buffers:", "late" in dict(norm.named_buffers()), "in state_dict:", "late" in norm.state_dict())
