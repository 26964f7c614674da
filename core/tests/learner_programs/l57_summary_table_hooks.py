# A torchsummary-style table built with forward hooks: output shapes and parameter counts
# per leaf module, totals, and hooks removed afterwards.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)

model = nn.Sequential(
    nn.Conv2d(3, 6, 3, padding=1), nn.BatchNorm2d(6), nn.ReLU(), nn.MaxPool2d(2),
    nn.Conv2d(6, 8, 3), nn.ReLU(), nn.AdaptiveAvgPool2d((2, 2)),
    nn.Flatten(), nn.Dropout(0.2), nn.Linear(32, 10),
).to(device)
rows, handles = [], []


def make_hook(name):
    def hook(mod, inp, out):
        n = sum(p.numel() for p in mod.parameters(recurse=False))
        rows.append((f"{type(mod).__name__}-{name}", list(out.shape), n, tuple(inp[0].shape)))
    return hook


for name, m in model.named_modules():
    if len(list(m.children())) == 0:
        handles.append(m.register_forward_hook(make_hook(name)))
model.eval()
with torch.no_grad():
    out = model(torch.randn(2, 3, 8, 8, device=device))
print("-" * 60)
print("{:>22} {:>22} {:>12}".format("Layer (type)", "Output Shape", "Param #"))
print("=" * 60)
for name, shape, n, _ in rows:
    print("{:>22} {:>22} {:>12}".format(name, str([-1] + shape[1:]), f"{n:,}"))
print("=" * 60)
total = sum(r[2] for r in rows)
print(f"Total params: {total:,}")
print(f"Trainable params: {sum(p.numel() for p in model.parameters() if p.requires_grad):,}")
print("inputs", [r[3] for r in rows][:3])
for h in handles:
    h.remove()
rows.clear()
model(torch.randn(1, 3, 8, 8, device=device))
print("rows after remove", len(rows))
print(out.shape, [round(v, 4) for v in out[0, :4].tolist()])
