# Walking a model: named_modules / named_children / modules / apply with a custom init,
# prefix handling, remove_duplicate, and module counting by type.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)


class Encoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.proj = nn.Linear(4, 8)
        self.norm = nn.LayerNorm(8)
        self.blocks = nn.ModuleList([nn.Sequential(nn.Linear(8, 8), nn.GELU()) for _ in range(2)])

    def forward(self, x):
        x = self.norm(self.proj(x))
        for b in self.blocks:
            x = x + b(x)
        return x


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.enc = Encoder()
        self.heads = nn.ModuleDict({"cls": nn.Linear(8, 3), "reg": nn.Linear(8, 1)})
        self.shared = nn.Linear(8, 8)
        self.shared_again = self.shared

    def forward(self, x):
        h = self.shared(self.enc(x))
        return self.heads["cls"](h), self.heads["reg"](h)


m = Model().to(device)
for name, mod in m.named_modules():
    print(repr(name), type(mod).__name__)
print("---children")
for name, mod in m.named_children():
    print(name, type(mod).__name__)
print("---no dedup")
print([n for n, _ in m.named_modules(remove_duplicate=False)])
print("---prefix")
print([n for n, _ in m.enc.named_modules(prefix="encoder")][:4])
print([n for n, _ in m.named_parameters(prefix="model", recurse=False)])
print([n for n, _ in m.heads.named_parameters()])
print("params", len(list(m.parameters())), "no dedup", len(list(m.named_parameters(remove_duplicate=False))))

counts = {}
for mod in m.modules():
    counts[type(mod).__name__] = counts.get(type(mod).__name__, 0) + 1
print(sorted(counts.items()))


def init_weights(mod):
    if isinstance(mod, nn.Linear):
        nn.init.constant_(mod.weight, 0.01)
        nn.init.zeros_(mod.bias)


visited = []
ret = m.apply(lambda mod: visited.append(type(mod).__name__))
print(ret is m)
print(visited)
m.apply(init_weights)
x = torch.randn(2, 4, device=device)
c, r = m(x)
print([round(v, 4) for v in c.flatten().tolist()])
print([round(v, 4) for v in r.flatten().tolist()])
print(m.get_submodule("enc.blocks.1.0"))
print(m.get_parameter("heads.reg.bias"))
try:
    m.get_submodule("enc.blocks.5")
except AttributeError as e:
    print("AttributeError", e)
try:
    m.get_submodule("enc.missing")
except AttributeError as e:
    print("AttributeError", e)
