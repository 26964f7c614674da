# train()/eval() effects: Dropout zeroing and scaling, BatchNorm batch vs running stats,
# momentum=None cumulative averages, track_running_stats=False, and the training flags.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)

drop = nn.Dropout(0.5)
x = torch.ones(2, 8, device=device)
torch.manual_seed(1)
out = drop(x)
print("train dropout values", sorted(set(out.flatten().tolist())))
drop.eval()
print("eval identity", torch.equal(drop(x), x))
print(drop.training)

bn = nn.BatchNorm1d(3, momentum=0.2).to(device)
data = torch.arange(12, dtype=torch.float32, device=device).reshape(4, 3) * 0.5
for _ in range(3):
    y = bn(data)
print("running_mean", [round(v, 4) for v in bn.running_mean.tolist()])
print("running_var", [round(v, 4) for v in bn.running_var.tolist()])
print("batches", bn.num_batches_tracked.item())
print("train out", [round(v, 4) for v in y[0].tolist()])
bn.eval()
print("eval out", [round(v, 4) for v in bn(data)[0].tolist()])

cum = nn.BatchNorm1d(2, momentum=None).to(device)
for i in range(3):
    cum(torch.tensor([[float(i), 1.0], [float(i) + 2, 3.0]], device=device))
print("cumulative mean", [round(v, 4) for v in cum.running_mean.tolist()])
print("cumulative var", [round(v, 4) for v in cum.running_var.tolist()])

nostats = nn.BatchNorm1d(2, track_running_stats=False)
print(nostats.running_mean, nostats.num_batches_tracked)
nostats.eval()
print([round(v, 4) for v in nostats(torch.tensor([[1.0, 2.0], [3.0, 6.0]]))[0].tolist()])
print(nostats)

model = nn.Sequential(nn.Linear(3, 3), nn.Dropout(0.3), nn.Sequential(nn.BatchNorm1d(3)))
model.eval()
print([m.training for m in model.modules()])
model[2].train()
print([m.training for m in model.modules()])
model.train(False)
print([m.training for m in model.modules()])
r = model.train()
print(r is model, [m.training for m in model.modules()])

try:
    nn.BatchNorm1d(3)(torch.randn(1, 3))
except ValueError as e:
    print("ValueError", e)
bn1 = nn.BatchNorm1d(3).eval()
print(bn1(torch.ones(1, 3)).tolist())
try:
    nn.BatchNorm2d(3)(torch.randn(2, 3, 4))
except ValueError as e:
    print("ValueError", e)
