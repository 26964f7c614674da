# Model surgery: wrap every nn.Linear of a model in a LoRA adapter found through
# named_modules, replacing it on its parent with setattr; only adapters train.
import math
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)


class LoRALinear(nn.Module):
    def __init__(self, base, r=2, alpha=4):
        super().__init__()
        self.base = base
        self.A = nn.Parameter(torch.randn(r, base.in_features) / math.sqrt(base.in_features))
        self.B = nn.Parameter(torch.zeros(base.out_features, r))
        self.scale = alpha / r

    def forward(self, x):
        return self.base(x) + (x @ self.A.t() @ self.B.t()) * self.scale

    def extra_repr(self):
        return f"r={self.A.shape[0]}, scale={self.scale}"


class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.inp = nn.Linear(4, 8)
        self.hidden = nn.Sequential(nn.ReLU(), nn.Linear(8, 8), nn.ReLU())
        self.out = nn.Linear(8, 2)

    def forward(self, x):
        return self.out(self.hidden(self.inp(x)))


model = MLP()
x = torch.randn(10, 4)
y = torch.randn(10, 2)
with torch.no_grad():
    before = model(x)

targets = [name for name, m in model.named_modules() if isinstance(m, nn.Linear)]
print("targets", targets)
for name in targets:
    parent_name, _, child = name.rpartition(".")
    parent = model.get_submodule(parent_name)
    setattr(parent, child, LoRALinear(getattr(parent, child)))
for p in model.parameters():
    p.requires_grad = False
for m in model.modules():
    if isinstance(m, LoRALinear):
        m.A.requires_grad = True
        m.B.requires_grad = True
print(model)
with torch.no_grad():
    after = model(x)
print("same output at init", torch.allclose(before, after))
n_train = sum(p.numel() for p in model.parameters() if p.requires_grad)
n_all = sum(p.numel() for p in model.parameters())
print(f"trainable {n_train} / {n_all} = {100 * n_train / n_all:.2f}%")
print([n for n, p in model.named_parameters() if p.requires_grad])
model = model.to(device)
x, y = x.to(device), y.to(device)
opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=0.05)
for step in range(5):
    opt.zero_grad()
    loss = nn.functional.mse_loss(model(x), y)
    loss.backward()
    opt.step()
    print(step, round(loss.item(), 4))
print("base frozen", model.inp.base.weight.grad is None)
sd = {k: v for k, v in model.state_dict().items() if k.endswith((".A", ".B"))}
print(sorted(sd), [tuple(v.shape) for _, v in sorted(sd.items())])


def merge(m):
    for name, child in list(m.named_children()):
        if isinstance(child, LoRALinear):
            with torch.no_grad():
                child.base.weight += (child.B @ child.A) * child.scale
            setattr(m, name, child.base)
        else:
            merge(child)


with torch.no_grad():
    ref = model(x)
merge(model)
print(model)
with torch.no_grad():
    print("merged matches", torch.allclose(model(x), ref, atol=1e-5))
