# Submodules and parameters that are not registered: plain Python lists/dicts of layers,
# tensors instead of Parameters, then the fixes; deleting and replacing attributes.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)


class Bad(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = [nn.Linear(3, 3) for _ in range(2)]
        self.heads = {"a": nn.Linear(3, 1)}
        self.scale = torch.ones(3, requires_grad=True)
        self.out = nn.Linear(3, 1)

    def forward(self, x):
        for l in self.layers:
            x = l(x)
        return self.out(x * self.scale) + self.heads["a"](x)


class Good(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = nn.ModuleList([nn.Linear(3, 3) for _ in range(2)])
        self.heads = nn.ModuleDict({"a": nn.Linear(3, 1)})
        self.scale = nn.Parameter(torch.ones(3))
        self.out = nn.Linear(3, 1)

    def forward(self, x):
        for l in self.layers:
            x = l(x)
        return self.out(x * self.scale) + self.heads["a"](x)


for cls in (Bad, Good):
    m = cls().to(device)
    print(cls.__name__, len(list(m.parameters())), sum(p.numel() for p in m.parameters()))
    print(list(m.state_dict().keys()))
    print(m)

bad = Bad()
x = torch.randn(2, 3)
print("bad output", bad(x).shape, "scale is leaf", bad.scale.is_leaf)

g = Good()
del g.heads
print([n for n, _ in g.named_children()])
g.out = None
print(g.out, "out" in dict(g.named_children()), [n for n, _ in g.named_parameters()])
g.out = nn.Linear(3, 2)
print([n for n, _ in g.named_children()])
try:
    g.layers = [nn.Linear(1, 1)]
except TypeError as e:
    print("TypeError", e)
try:
    g.scale = torch.zeros(3)
except TypeError as e:
    print("TypeError", e)
g.scale = None
print(g.scale, [n for n, _ in g.named_parameters()])
g.register_parameter("bias", nn.Parameter(torch.zeros(1)))
print([n for n, _ in g.named_parameters()])
try:
    g.register_parameter("bias2", torch.zeros(1))
except TypeError as e:
    print("TypeError", e)
g.extra = nn.Parameter(torch.ones(2))
print([n for n, _ in g.named_parameters()])
delattr(g, "extra")
print(hasattr(g, "extra"), [n for n, _ in g.named_parameters()])
