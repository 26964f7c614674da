# Gradient clipping: clip_grad_norm_ with the 2-norm, inf-norm and 1-norm (its return value is
# the norm before clipping), clip_grad_value_, and a training loop with exploding inputs.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(6)


def make():
    torch.manual_seed(6)
    m = nn.Sequential(nn.Linear(3, 4), nn.Tanh(), nn.Linear(4, 2)).to(device)
    x = torch.randn(5, 3).to(device) * 10
    m(x).pow(2).sum().backward()
    return m


for norm_type in [2.0, float("inf"), 1.0]:
    m = make()
    before = [p.grad.clone() for p in m.parameters()]
    total = nn.utils.clip_grad_norm_(m.parameters(), max_norm=1.0, norm_type=norm_type)
    if norm_type == float("inf"):
        after = max(p.grad.abs().max() for p in m.parameters())
    else:
        after = torch.norm(torch.stack([p.grad.norm(norm_type) for p in m.parameters()]), norm_type)
    ratio = (m[0].weight.grad / before[0]).flatten()[0]
    print(f"norm {norm_type}: total {total.item():.4f} after {after.item():.4f} ratio {ratio.item():.6f}")

m = make()
nn.utils.clip_grad_value_(m.parameters(), clip_value=0.5)
g = torch.cat([p.grad.flatten() for p in m.parameters()])
print("value clip", f"{g.max().item():.4f} {g.min().item():.4f}", int((g.abs() == 0.5).sum()))

m = make()
small = nn.utils.clip_grad_norm_(m.parameters(), max_norm=1e6)
print("no-op clip", f"{small.item():.4f}", f"{m[2].bias.grad.norm().item():.4f}")

torch.manual_seed(7)
model = nn.Linear(2, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.01)
for step in range(6):
    x = torch.randn(4, 2).to(device) * (10 ** step)
    loss = model(x).pow(2).mean()
    opt.zero_grad()
    loss.backward()
    n = nn.utils.clip_grad_norm_(model.parameters(), 5.0)
    opt.step()
    print(f"step {step} grad_norm {n.item():.4e} w {[round(v, 4) for v in model.weight.flatten().tolist()]}")
