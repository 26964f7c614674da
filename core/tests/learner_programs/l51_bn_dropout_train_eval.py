# train() vs eval(): BatchNorm uses batch stats then running stats, Dropout scales by 1/(1-p)
# then is the identity; predictions are compared and a confusion matrix built with bincount.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(21)

model = nn.Sequential(nn.Linear(4, 16), nn.BatchNorm1d(16), nn.ReLU(), nn.Dropout(0.5), nn.Linear(16, 3)).to(device)
X = torch.randn(30, 4)
y = (X[:, 0] > 0).long() + (X[:, 1] > 0.5).long()
opt = torch.optim.Adam(model.parameters(), lr=0.02)
for epoch in range(20):
    model.train()
    loss = nn.functional.cross_entropy(model(X.to(device)), y.to(device))
    opt.zero_grad()
    loss.backward()
    opt.step()
    if epoch % 5 == 4:
        print(f"epoch {epoch} loss {loss.item():.4f}")
bn = model[1]
print("num_batches_tracked", bn.num_batches_tracked.item(), f"running_var mean {bn.running_var.mean().item():.4f}")
model.eval()
with torch.no_grad():
    e1 = model(X.to(device))
    e2 = model(X.to(device))
print("eval deterministic", torch.equal(e1, e2))
model.train()
with torch.no_grad():
    t1 = model(X.to(device))
print("train differs", not torch.allclose(t1, e1))
drop = nn.Dropout(0.5)
ones = torch.ones(8).to(device)
print("dropout train", drop(ones).tolist())
drop.eval()
print("dropout eval", drop(ones).tolist())
pred = e1.argmax(1).cpu()
conf = torch.bincount(y * 3 + pred, minlength=9).reshape(3, 3)
print(conf.tolist())
tp = conf.diag().float()
prec = tp / conf.sum(0).clamp(min=1)
rec = tp / conf.sum(1).clamp(min=1)
print("precision", [round(v, 3) for v in prec.tolist()], "recall", [round(v, 3) for v in rec.tolist()])
print(f"accuracy {tp.sum().item() / len(y):.3f}")
