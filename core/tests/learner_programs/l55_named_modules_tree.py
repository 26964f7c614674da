# Listing a nested model the ways tutorials do: named_modules with prefixes, children vs modules,
# named_parameters with shapes and requires_grad, ModuleDict and ParameterList entries,
# get_submodule/get_parameter, modules() types counted, and extra_repr on a custom layer.
import collections
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(584)


class Scale(nn.Module):
    def __init__(self, n, init=1.0):
        super().__init__()
        self.alpha = nn.Parameter(torch.full((n,), init))

    def forward(self, x):
        return x * self.alpha

    def extra_repr(self):
        return f"n={self.alpha.numel()}, init={self.alpha[0].item()}"


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = nn.ModuleDict({
            "a": nn.Sequential(nn.Linear(3, 4), Scale(4, 0.5), nn.SiLU()),
            "b": nn.Sequential(nn.Linear(4, 4), nn.LayerNorm(4)),
        })
        self.extras = nn.ParameterList([nn.Parameter(torch.ones(2)), nn.Parameter(torch.zeros(1, 2))])
        self.head = nn.Linear(4, 1)

    def forward(self, x):
        return self.head(self.blocks["b"](self.blocks["a"](x))) + self.extras[1].sum()


net = Net().to(device)
print(net)
for name, mod in net.named_modules():
    print(repr(name), type(mod).__name__)
print([n for n, _ in net.named_children()])
for name, p in net.named_parameters():
    print(f"{name:22s} {str(tuple(p.shape)):8s} {p.requires_grad}")
print(net.get_submodule("blocks.a.1"), net.get_parameter("blocks.b.1.weight").shape)
print(collections.Counter(type(m).__name__ for m in net.modules()).most_common(3))
print([n for n, _ in net.blocks.named_modules(prefix="blocks")])
print(list(net.blocks.keys()), len(net.extras), net.extras[0])
net.blocks["a"][1].requires_grad_(False)
print([n for n, p in net.named_parameters() if not p.requires_grad])
out = net(torch.randn(2, 3, device=device))
out.sum().backward()
print(net.blocks["a"][1].alpha.grad, net.extras[1].grad)
try:
    net.get_submodule("blocks.c")
except AttributeError as e:
    print("AttributeError:", e)
