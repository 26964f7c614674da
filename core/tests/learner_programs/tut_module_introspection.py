# Module introspection a learner prints: a custom extra_repr, nested ModuleList/ModuleDict/
# ParameterList/ParameterDict reprs, named_modules/named_parameters prefixes, register_buffer with
# persistent=False (absent from state_dict), add_module, get_submodule/get_parameter, deleting a
# submodule, and parameter counts by layer type.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)


class Scale(nn.Module):
    def __init__(self, dim, init=1.0):
        super().__init__()
        self.gamma = nn.Parameter(torch.full((dim,), init))
        self.register_buffer("calls", torch.zeros((), dtype=torch.long))
        self.register_buffer("cache", torch.zeros(dim), persistent=False)

    def forward(self, x):
        self.calls += 1
        return x * self.gamma

    def extra_repr(self):
        return f"dim={self.gamma.numel()}, init={self.gamma[0].item():.1f}"


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = nn.ModuleList([nn.Sequential(nn.Linear(4, 4), Scale(4, 0.5)) for _ in range(2)])
        self.heads = nn.ModuleDict({"cls": nn.Linear(4, 3), "reg": nn.Linear(4, 1)})
        self.extra = nn.ParameterList([nn.Parameter(torch.ones(2)), nn.Parameter(torch.zeros(3))])
        self.table = nn.ParameterDict({"a": nn.Parameter(torch.randn(2, 2))})
        self.add_module("norm", nn.LayerNorm(4))

    def forward(self, x):
        for b in self.blocks:
            x = b(x)
        x = self.norm(x)
        return {k: h(x) for k, h in self.heads.items()}


net = Net().to(device)
print(net)
print([n for n, _ in net.named_modules()])
print([(n, tuple(p.shape)) for n, p in net.named_parameters()])
print(list(net.state_dict().keys()))
print([n for n, _ in net.named_buffers()])
print(net.get_submodule("blocks.1.0"))
print(net.get_parameter("heads.cls.bias").shape)
out = net(torch.randn(5, 4).to(device))
print({k: tuple(v.shape) for k, v in out.items()})
print("calls", net.blocks[0][1].calls.item())
by_type = {}
for m in net.modules():
    n = sum(p.numel() for p in m.parameters(recurse=False))
    if n:
        by_type[type(m).__name__] = by_type.get(type(m).__name__, 0) + n
print(by_type, sum(by_type.values()), sum(p.numel() for p in net.parameters()))
print(len(net.blocks), len(net.heads), list(net.heads.keys()), len(net.extra))
del net.heads["reg"]
print(list(net.heads.keys()))
net.blocks.append(nn.Identity())
print(net.blocks[-1], len(net.blocks))
print([n for n, _ in net.named_children()])
print(net.training, net.eval().training, net.blocks[0][0].training)
print(dict(net.named_parameters(prefix="model", recurse=True)).keys().__len__())
try:
    net.get_submodule("blocks.7")
except AttributeError as e:
    print("AttributeError:", e)
try:
    net.register_buffer("norm", torch.zeros(1))
except KeyError as e:
    print("KeyError:", e)
