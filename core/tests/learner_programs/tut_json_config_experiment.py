# An experiment driven by a JSON config: json.loads of the settings, building the model from a
# layer spec list with getattr(nn, name), an optimizer chosen by name, a small grid search with
# itertools.product, results collected in dicts, sorted, and dumped back with json.dumps.
import itertools
import json
import math

import torch
import torch.nn as nn

device = "cpu"

config_text = """
{
  "layers": [["Linear", [4, 16]], ["ReLU", []], ["Dropout", [0.1]], ["Linear", [16, 3]]],
  "optimizer": {"name": "Adam", "lr": [0.01, 0.05], "weight_decay": [0.0, 0.001]},
  "epochs": 15,
  "seed": 11
}
"""
cfg = json.loads(config_text)
print(sorted(cfg.keys()), cfg["optimizer"]["name"], len(cfg["layers"]))


def build(spec):
    return nn.Sequential(*[getattr(nn, name)(*args) for name, args in spec])


torch.manual_seed(cfg["seed"])
X = torch.randn(90, 4)
y = (X[:, 0] + X[:, 1] * X[:, 2] > 0).long() + (X[:, 3] > 1).long()
Xtr, ytr, Xva, yva = X[:60].to(device), y[:60].to(device), X[60:].to(device), y[60:].to(device)
print(build(cfg["layers"]))

results = []
grid = itertools.product(cfg["optimizer"]["lr"], cfg["optimizer"]["weight_decay"])
for lr, wd in grid:
    torch.manual_seed(cfg["seed"])
    model = build(cfg["layers"]).to(device)
    opt_cls = getattr(torch.optim, cfg["optimizer"]["name"])
    opt = opt_cls(model.parameters(), lr=lr, weight_decay=wd)
    for epoch in range(cfg["epochs"]):
        model.train()
        loss = nn.functional.cross_entropy(model(Xtr), ytr)
        opt.zero_grad()
        loss.backward()
        opt.step()
    model.eval()
    with torch.no_grad():
        val_loss = nn.functional.cross_entropy(model(Xva), yva).item()
        acc = (model(Xva).argmax(1) == yva).float().mean().item()
    results.append({"lr": lr, "weight_decay": wd, "train_loss": round(loss.item(), 4),
                    "val_loss": round(val_loss, 4), "val_acc": round(acc, 4)})

for r in sorted(results, key=lambda r: r["val_loss"]):
    print(json.dumps(r, sort_keys=True))
best = min(results, key=lambda r: r["val_loss"])
print("best", best["lr"], best["weight_decay"], "perplexity-like", round(math.exp(best["val_loss"]), 4))
summary = {"n_runs": len(results), "best": best, "params": sum(p.numel() for p in build(cfg["layers"]).parameters())}
print(json.dumps(summary, indent=2, sort_keys=True))
