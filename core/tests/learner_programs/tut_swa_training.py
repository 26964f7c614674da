# Stochastic Weight Averaging as the PyTorch docs show it: an AveragedModel updated every epoch
# after swa_start, SWALR annealing to swa_lr (cos and linear), update_bn recomputing BatchNorm
# statistics from a loader, EMA via avg_fn / multi_avg_fn, use_buffers, and the errors.
import torch
import torch.nn as nn
from torch.optim.swa_utils import AveragedModel, SWALR, update_bn, get_ema_avg_fn, get_ema_multi_avg_fn
from torch.utils.data import TensorDataset, DataLoader

device = "cpu"
torch.manual_seed(8)

X = torch.randn(64, 5)
y = (X[:, :2].sum(1, keepdim=True) > 0).float()
loader = DataLoader(TensorDataset(X, y), batch_size=16, shuffle=True)

model = nn.Sequential(nn.Linear(5, 16), nn.BatchNorm1d(16), nn.ReLU(), nn.Linear(16, 1)).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=10)
swa_model = AveragedModel(model)
swa_scheduler = SWALR(opt, swa_lr=0.05, anneal_epochs=3, anneal_strategy="cos")
print(swa_model)
print("n_averaged", swa_model.n_averaged, [n for n, _ in swa_model.named_buffers()][:2])
loss_fn = nn.BCEWithLogitsLoss()
swa_start = 4
for epoch in range(9):
    for xb, yb in loader:
        xb, yb = xb.to(device), yb.to(device)
        opt.zero_grad()
        loss = loss_fn(model(xb), yb)
        loss.backward()
        opt.step()
    if epoch >= swa_start:
        swa_model.update_parameters(model)
        swa_scheduler.step()
    else:
        scheduler.step()
    print(f"epoch {epoch} lr {opt.param_groups[0]['lr']:.5f} loss {loss.item():.4f} n_averaged {swa_model.n_averaged.item()}")

update_bn([(xb.to(device), yb) for xb, yb in loader], swa_model)
print("bn mean", swa_model.module[1].running_mean[:3].round(decimals=4))
print("bn momentum restored", swa_model.module[1].momentum)
with torch.no_grad():
    swa_model.eval()
    acc = ((swa_model(X.to(device)) > 0).float() == y.to(device)).float().mean().item()
print(f"swa accuracy {acc:.3f}")

# SWALR schedules on their own.
for strategy in ["cos", "linear"]:
    p = nn.Parameter(torch.zeros(1))
    o = torch.optim.SGD([p, ], lr=1.0)
    s = SWALR(o, swa_lr=0.1, anneal_epochs=4, anneal_strategy=strategy)
    lrs = []
    for _ in range(6):
        lrs.append(round(o.param_groups[0]["lr"], 4))
        o.step()
        s.step()
    print(strategy, lrs)

# Averages computed by hand.
w = nn.Linear(2, 1)
avg = AveragedModel(w)
ema = AveragedModel(w, avg_fn=get_ema_avg_fn(0.5))
ema_multi = AveragedModel(w, multi_avg_fn=get_ema_multi_avg_fn(0.5))
history = []
for k in range(3):
    with torch.no_grad():
        w.weight.fill_(float(k + 1))
    history.append(k + 1)
    for m in (avg, ema, ema_multi):
        m.update_parameters(w)
print("swa mean", avg.module.weight.tolist(), sum(history) / 3)
print("ema", ema.module.weight.tolist(), ema_multi.module.weight.tolist())
bn_model = nn.BatchNorm1d(2)
with_buffers = AveragedModel(bn_model, use_buffers=True)
bn_model(torch.randn(4, 2))
with_buffers.update_parameters(bn_model)
print("use_buffers", with_buffers.module.num_batches_tracked.item(), with_buffers.n_averaged.item())
try:
    SWALR(opt, swa_lr=0.1, anneal_strategy="step")
except ValueError as e:
    print("ValueError:", e)
try:
    SWALR(opt, swa_lr=0.1, anneal_epochs=-1)
except ValueError as e:
    print("ValueError:", e)
try:
    get_ema_avg_fn(1.5)
except ValueError as e:
    print("ValueError:", e)
