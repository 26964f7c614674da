# Introspecting models: named_modules/children/parameters/buffers, module repr with nested
# ModuleDict/Sequential, extra_repr, requires_grad counts, state_dict keys, to(dtype), and
# train/eval flags propagating.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)


class Scale(nn.Module):
    def __init__(self, s):
        super().__init__()
        self.s = s
        self.register_buffer("calls", torch.zeros((), dtype=torch.long))

    def forward(self, x):
        self.calls += 1
        return x * self.s

    def extra_repr(self):
        return f"s={self.s}"


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.backbone = nn.Sequential(nn.Conv1d(2, 4, 3), nn.BatchNorm1d(4), nn.ReLU(), nn.AdaptiveAvgPool1d(1), nn.Flatten())
        self.heads = nn.ModuleDict({"cls": nn.Linear(4, 3), "reg": nn.Sequential(Scale(0.5), nn.Linear(4, 1))})

    def forward(self, x):
        f = self.backbone(x)
        return {k: h(f) for k, h in self.heads.items()}


m = Model().to(device)
print(m)
print([n for n, _ in m.named_modules()])
print([n for n, _ in m.named_children()])
print([(n, tuple(p.shape)) for n, p in m.named_parameters()])
print([n for n, _ in m.named_buffers()])
print(list(m.state_dict().keys()))
with torch.no_grad():
    out = m(torch.randn(5, 2, 8, device=device))
print({k: tuple(v.shape) for k, v in out.items()})
print(m.heads["reg"][0].calls)
m.eval()
print(m.training, m.backbone[1].training, m.heads.reg[0].training)
m.train()
print(all(mod.training for mod in m.modules()))
m.backbone.requires_grad_(False)
print(sum(p.numel() for p in m.parameters() if p.requires_grad), sum(p.numel() for p in m.parameters()))
md = m.to(torch.float64)
print(md.heads.cls.weight.dtype, md.backbone[1].running_mean.dtype, md.heads.reg[0].calls.dtype)
print(isinstance(m.backbone[4], nn.Flatten), len(m.backbone), m.backbone[-2])
print(m.get_submodule("heads.reg.1"), m.get_parameter("heads.cls.bias").shape)
