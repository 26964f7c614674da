# Forecast a noisy sine with a GRU, gradient clipping by norm, StepLR, and autoregressive rollout.
import math
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)

t = torch.linspace(0, 4 * math.pi, 60)
series = torch.sin(t) + 0.05 * torch.randn(60)
window = 8
X = torch.stack([series[i:i + window] for i in range(len(series) - window)]).unsqueeze(-1)
Y = series[window:].unsqueeze(-1)
print(X.shape, Y.shape)


class Forecaster(nn.Module):
    def __init__(self):
        super().__init__()
        self.gru = nn.GRU(1, 12, num_layers=2, batch_first=True, dropout=0.0)
        self.out = nn.Linear(12, 1)

    def forward(self, x):
        y, h = self.gru(x)
        return self.out(y[:, -1])


model = Forecaster().to(device)
opt = torch.optim.Adam(model.parameters(), lr=0.01)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=10, gamma=0.5)
for epoch in range(30):
    opt.zero_grad()
    loss = nn.MSELoss()(model(X.to(device)), Y.to(device))
    loss.backward()
    norm = torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=0.5)
    opt.step()
    sched.step()
    if epoch % 6 == 0:
        print(f"epoch {epoch} loss {loss.item():.5f} norm {norm.item():.4f} lr {sched.get_last_lr()[0]:.4f}")

model.eval()
ctx = series[-window:].clone().to(device)
preds = []
with torch.no_grad():
    for _ in range(5):
        nxt = model(ctx.view(1, window, 1))
        preds.append(round(nxt.item(), 4))
        ctx = torch.cat([ctx[1:], nxt.view(1)])
print("rollout", preds)
h0 = torch.zeros(2, 3, 12, device=device)
y, hn = model.gru(X[:3].to(device), h0)
print(y.shape, hn.shape, torch.allclose(y[:, -1], hn[-1]))
