# Why model.eval() matters: Dropout (inverted scaling in train mode, identity in eval), BatchNorm
# (batch stats vs running stats, running stats updated only in train mode), eval() being
# recursive, no_grad vs eval being independent, and an evaluation loop done right and wrong.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(10)

drop = nn.Dropout(p=0.5).to(device)
x = torch.ones(2, 8, device=device)
print("train dropout:\n", drop(x))
print("kept values are 1/(1-p):", sorted(set(drop(x).flatten().tolist())))
drop.eval()
print("eval dropout:\n", drop(x))

bn = nn.BatchNorm1d(3).to(device)
data = torch.randn(16, 3, device=device) * 2 + 5
print("running_mean before:", bn.running_mean, "num_batches_tracked", bn.num_batches_tracked.item())
out_train = bn(data)
print("train output mean ~0:", (out_train.mean(0).abs() < 1e-5).tolist(), "std:", out_train.std(0, unbiased=False).round(decimals=3))
print("running_mean after one batch:", bn.running_mean.round(decimals=4))
print("running_var after one batch:", bn.running_var.round(decimals=4))
bn.eval()
out_eval = bn(data)
print("eval output mean per feature:", out_eval.mean(0).round(decimals=3))
with torch.no_grad():
    bn(data)
print("eval leaves running stats:", bn.num_batches_tracked.item())
bn.train()
with torch.no_grad():
    bn(data)
print("no_grad in train mode still updates:", bn.num_batches_tracked.item())
try:
    bn(torch.randn(1, 3, device=device))
except ValueError as e:
    print("ValueError:", e)

model = nn.Sequential(nn.Linear(4, 16), nn.BatchNorm1d(16), nn.ReLU(), nn.Dropout(0.3), nn.Linear(16, 2)).to(device)
model.eval()
print("all submodules in eval:", all(not m.training for m in model.modules()))
model.train()
print("all submodules in train:", all(m.training for m in model.modules()))
print("eval() returns the module:", model.eval() is model)

X = torch.randn(128, 4, device=device)
y = (X[:, 0] * X[:, 1] > 0).long()
opt = torch.optim.Adam(model.parameters(), lr=0.02)
for epoch in range(30):
    model.train()
    for i in range(0, 128, 32):
        loss = nn.functional.cross_entropy(model(X[i:i + 32]), y[i:i + 32])
        opt.zero_grad()
        loss.backward()
        opt.step()
    if epoch % 10 == 9:
        print(f"epoch {epoch + 1}: last batch loss {loss.item():.4f}")


def accuracy(m, xs, ys):
    with torch.no_grad():
        return (m(xs).argmax(1) == ys).float().mean().item()


X_test = torch.randn(64, 4, device=device)
y_test = (X_test[:, 0] * X_test[:, 1] > 0).long()
model.train()
a1 = accuracy(model, X_test, y_test)
a2 = accuracy(model, X_test, y_test)
model.eval()
a3 = accuracy(model, X_test, y_test)
a4 = accuracy(model, X_test, y_test)
print(f"train-mode accuracies {a1:.3f} {a2:.3f}; eval-mode deterministic: {a3 == a4}")
print(f"eval accuracy {a3:.3f}")
with torch.inference_mode():
    out = model(X_test[:3])
print("inference_mode output requires_grad:", out.requires_grad)
print("single-sample prediction in eval works:", model(X_test[:1]).shape)
