# A tiny MLP regression on synthetic data with a hand-written learning-rate warmup, gradient
# accumulation over two micro-batches, early stopping on a held-out split and f-string printing.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(551)

X = torch.randn(64, 3, device=device)
w_true = torch.tensor([[1.5], [-2.0], [0.5]], device=device)
y = X @ w_true + 0.3 * torch.sin(X[:, :1] * 3) + 0.05 * torch.randn(64, 1, device=device)
Xtr, ytr, Xva, yva = X[:48], y[:48], X[48:], y[48:]

model = nn.Sequential(nn.Linear(3, 16), nn.Tanh(), nn.Linear(16, 1)).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
loss_fn = nn.MSELoss()
base_lr, warm = 0.1, 4
best, bad, patience = float("inf"), 0, 3
for epoch in range(20):
    lr = base_lr * min(1.0, (epoch + 1) / warm)
    for g in opt.param_groups:
        g["lr"] = lr
    model.train()
    opt.zero_grad()
    total = 0.0
    for chunk in range(2):
        xb, yb = Xtr[chunk * 24:(chunk + 1) * 24], ytr[chunk * 24:(chunk + 1) * 24]
        loss = loss_fn(model(xb), yb) / 2
        loss.backward()
        total += loss.item()
    opt.step()
    model.eval()
    with torch.no_grad():
        val = loss_fn(model(Xva), yva).item()
    print(f"epoch {epoch:2d} lr={lr:.3f} train={total:.4f} val={val:.4f}")
    if val < best - 1e-4:
        best, bad = val, 0
        best_state = {k: v.clone() for k, v in model.state_dict().items()}
    else:
        bad += 1
        if bad >= patience:
            print(f"early stop at epoch {epoch}, best val {best:.4f}")
            break
model.load_state_dict(best_state)
with torch.no_grad():
    pred = model(Xva[:4])
print([round(v, 3) for v in pred.squeeze(1).tolist()])
print([round(v, 3) for v in yva[:4].squeeze(1).tolist()])
print(f"{pred.abs().max():.3f}", type(pred.sum().item()).__name__)
