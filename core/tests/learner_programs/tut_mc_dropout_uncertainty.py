# Monte Carlo dropout for uncertainty: a regression MLP with dropout trained on data with a gap,
# then many stochastic forward passes with dropout kept on (model.train() only for Dropout
# modules via apply), predictive mean and std inside vs outside the data, and deterministic eval.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(3)

x = torch.cat([torch.linspace(-3, -1, 40), torch.linspace(1, 3, 40)]).unsqueeze(1)
y = torch.sin(2 * x) + 0.1 * torch.randn_like(x)
x, y = x.to(device), y.to(device)

model = nn.Sequential(
    nn.Linear(1, 64), nn.ReLU(), nn.Dropout(0.2),
    nn.Linear(64, 64), nn.ReLU(), nn.Dropout(0.2),
    nn.Linear(64, 1),
).to(device)
opt = torch.optim.Adam(model.parameters(), lr=0.01, weight_decay=1e-4)
for epoch in range(300):
    loss = nn.functional.mse_loss(model(x), y)
    opt.zero_grad()
    loss.backward()
    opt.step()
    if epoch % 100 == 99:
        print(f"epoch {epoch + 1}: train loss {loss.item():.4f}")


def enable_dropout(m):
    if isinstance(m, nn.Dropout):
        m.train()


model.eval()
model.apply(enable_dropout)
print("training flags:", [m.training for m in model])

grid = torch.tensor([[-2.0], [-1.0], [0.0], [1.0], [2.0], [4.0]], device=device)
with torch.no_grad():
    samples = torch.stack([model(grid) for _ in range(200)])
mean = samples.mean(0).squeeze(1)
std = samples.std(0).squeeze(1)
for g, m, s in zip(grid.squeeze(1).tolist(), mean.tolist(), std.tolist()):
    region = "data" if 1 <= abs(g) <= 3 else "gap/outside"
    print(f"x={g:+.1f} mean {m:+.3f} std {s:.3f} true {torch.sin(torch.tensor(2 * g)).item():+.3f} ({region})")
print("std in gap > std at data:", std[2].item() > std[[0, 4]].mean().item())

model.eval()
with torch.no_grad():
    a = model(grid)
    b = model(grid)
print("eval is deterministic:", torch.equal(a, b))
print(f"eval prediction vs MC mean max gap: {(a.squeeze(1) - mean).abs().max().item():.3f}")
interval_lo = samples.quantile(0.05, dim=0).squeeze(1)
interval_hi = samples.quantile(0.95, dim=0).squeeze(1)
print("90% interval widths:", [f"{w:.3f}" for w in (interval_hi - interval_lo).tolist()])
