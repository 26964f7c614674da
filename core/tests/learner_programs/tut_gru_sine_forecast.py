# Forecasting a sine wave with a GRU: sliding windows built with unfold, a GRU + Linear model
# predicting the next value, training with Adam and a StepLR, then autoregressive rollout.
import math
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(8)

t = torch.linspace(0, 8 * math.pi, 400)
series = torch.sin(t) + 0.05 * torch.randn(400)
window = 20
windows = series.unfold(0, window + 1, 1)  # (num_windows, window + 1)
print("windows", tuple(windows.shape))
X = windows[:, :window].unsqueeze(-1)
Y = windows[:, window:]
split = 300
X_train, Y_train = X[:split].to(device), Y[:split].to(device)
X_val, Y_val = X[split:].to(device), Y[split:].to(device)


class Forecaster(nn.Module):
    def __init__(self, hidden=24):
        super().__init__()
        self.gru = nn.GRU(1, hidden, batch_first=True)
        self.fc = nn.Linear(hidden, 1)

    def forward(self, x, h=None):
        out, h = self.gru(x, h)
        return self.fc(out[:, -1]), h


model = Forecaster().to(device)
print(model)
print("gru weight shapes", [tuple(w.shape) for w in model.gru.all_weights[0]])
opt = torch.optim.Adam(model.parameters(), lr=0.01)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=3, gamma=0.5)
loss_fn = nn.MSELoss()
for epoch in range(6):
    model.train()
    perm = torch.randperm(split)
    for i in range(0, split, 50):
        idx = perm[i:i + 50]
        pred, _ = model(X_train[idx])
        loss = loss_fn(pred, Y_train[idx])
        opt.zero_grad()
        loss.backward()
        opt.step()
    sched.step()
    model.eval()
    with torch.no_grad():
        val_pred, _ = model(X_val)
        val = loss_fn(val_pred, Y_val).item()
    print(f"epoch {epoch} train {loss.item():.4f} val {val:.4f} lr {sched.get_last_lr()[0]:.4f}")

with torch.no_grad():
    ctx = X_val[:1]
    _, h = model(ctx[:, :-1])
    x_t = ctx[:, -1:]
    preds = []
    for _ in range(5):
        out, h = model.gru(x_t, h)
        y_t = model.fc(out[:, -1])
        preds.append(y_t.item())
        x_t = y_t.unsqueeze(1)
print("rollout", len(preds), "h", tuple(h.shape))
print("rollout within [-1.5, 1.5]:", all(-1.5 < p < 1.5 for p in preds))
