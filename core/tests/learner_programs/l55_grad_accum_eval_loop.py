# Gradient accumulation with a DataLoader (accumulate 3 micro-batches, last partial window),
# loss scaling by the number of micro-batches, torch.no_grad evaluation loop with running sums,
# model.train()/eval() flags printed, and equality with a full-batch step.
import copy
import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

device = "cpu"
torch.manual_seed(573)

X = torch.randn(30, 5)
y = (X[:, 0] - X[:, 1] > 0).long()
loader = DataLoader(TensorDataset(X, y), batch_size=4, shuffle=False)
model = nn.Sequential(nn.Linear(5, 8), nn.ReLU(), nn.Dropout(0.0), nn.Linear(8, 2)).to(device)
twin = copy.deepcopy(model)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
accum = 3
print(len(loader), [len(b[0]) for b in loader])
steps = 0
opt.zero_grad()
for i, (xb, yb) in enumerate(loader):
    xb, yb = xb.to(device), yb.to(device)
    loss = nn.functional.cross_entropy(model(xb), yb, reduction="sum") / 12
    loss.backward()
    if (i + 1) % accum == 0 or i + 1 == len(loader):
        opt.step()
        opt.zero_grad()
        steps += 1
        print(f"step {steps} after batch {i} grad cleared {model[0].weight.grad is None}")
print("optimizer steps", steps)

opt2 = torch.optim.SGD(twin.parameters(), lr=0.1)
xb, yb = X[:12].to(device), y[:12].to(device)
nn.functional.cross_entropy(twin(xb), yb).backward()
opt2.step()
m1 = copy.deepcopy(twin)
print(torch.allclose(m1[0].weight, twin[0].weight))


def evaluate(m):
    m.eval()
    total, correct, n = 0.0, 0, 0
    with torch.no_grad():
        for xb, yb in loader:
            xb, yb = xb.to(device), yb.to(device)
            out = m(xb)
            total += nn.functional.cross_entropy(out, yb, reduction="sum").item()
            correct += (out.argmax(1) == yb).sum().item()
            n += len(yb)
    print("grad enabled inside?", torch.is_grad_enabled(), "training", m.training, m[2].training)
    m.train()
    return total / n, correct / n


l, a = evaluate(model)
print(f"model loss {l:.4f} acc {a:.4f}", model.training)
l, a = evaluate(twin)
print(f"twin loss {l:.4f} acc {a:.4f}")
with torch.no_grad():
    out = model(X[:3].to(device))
print(out.requires_grad, out.grad_fn, torch.is_grad_enabled())
with torch.enable_grad():
    print(model(X[:1].to(device)).requires_grad)
