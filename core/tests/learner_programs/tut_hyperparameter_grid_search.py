# A small hyperparameter grid search as learners write it: itertools.product over learning rates,
# hidden sizes and weight decay, a fresh seeded model per configuration, validation loss recorded
# in a list of dicts, sorted results printed as a table, and the best config retrained on all data.
import itertools
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)

X = torch.rand(240, 3) * 4 - 2
y = (torch.sin(X[:, 0]) + X[:, 1] ** 2 * 0.5 - X[:, 2]).unsqueeze(1) + 0.1 * torch.randn(240, 1)
X, y = X.to(device), y.to(device)
X_tr, y_tr, X_val, y_val = X[:180], y[:180], X[180:], y[180:]

grid = {"lr": [0.003, 0.03], "hidden": [8, 32], "weight_decay": [0.0, 1e-2]}
keys = list(grid)
print("configurations:", len(list(itertools.product(*grid.values()))))


def build(hidden):
    return nn.Sequential(nn.Linear(3, hidden), nn.Tanh(), nn.Linear(hidden, 1)).to(device)


def fit(cfg, X_fit, y_fit, epochs=40):
    torch.manual_seed(42)
    model = build(cfg["hidden"])
    opt = torch.optim.Adam(model.parameters(), lr=cfg["lr"], weight_decay=cfg["weight_decay"])
    for epoch in range(epochs):
        for i in range(0, len(X_fit), 30):
            loss = nn.functional.mse_loss(model(X_fit[i:i + 30]), y_fit[i:i + 30])
            opt.zero_grad()
            loss.backward()
            opt.step()
    return model


results = []
for values in itertools.product(*grid.values()):
    cfg = dict(zip(keys, values))
    model = fit(cfg, X_tr, y_tr)
    with torch.no_grad():
        val = nn.functional.mse_loss(model(X_val), y_val).item()
        train = nn.functional.mse_loss(model(X_tr), y_tr).item()
    results.append({**cfg, "train": train, "val": val})

results.sort(key=lambda r: r["val"])
print(f"{'lr':>6} {'hidden':>6} {'wd':>6} {'train':>8} {'val':>8}")
for r in results:
    print(f"{r['lr']:>6} {r['hidden']:>6} {r['weight_decay']:>6} {r['train']:>8.4f} {r['val']:>8.4f}")
best = results[0]
print("best:", {k: best[k] for k in keys})
gap = [r["val"] - r["train"] for r in results]
print(f"largest generalization gap {max(gap):.4f}")

final = fit({k: best[k] for k in keys}, X, y)
with torch.no_grad():
    probe = torch.tensor([[0.0, 0.0, 0.0], [1.0, 1.0, -1.0]], device=device)
    print("final predictions:", [round(v, 3) for v in final(probe).squeeze(1).tolist()])
    print("targets (noise-free):", [round(v, 3) for v in (torch.sin(probe[:, 0]) + probe[:, 1] ** 2 * 0.5 - probe[:, 2]).tolist()])
