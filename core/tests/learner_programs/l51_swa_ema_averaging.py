# Weight averaging: torch.optim.swa_utils.AveragedModel (SWA and an EMA via
# get_ema_multi_avg_fn), SWALR annealing, update_bn recomputing BatchNorm statistics.
import torch
import torch.nn as nn
from torch.optim.swa_utils import AveragedModel, SWALR, update_bn, get_ema_multi_avg_fn

device = "cpu"
torch.manual_seed(35)

model = nn.Sequential(nn.Linear(3, 8), nn.BatchNorm1d(8), nn.ReLU(), nn.Linear(8, 1)).to(device)
swa = AveragedModel(model)
ema = AveragedModel(model, multi_avg_fn=get_ema_multi_avg_fn(0.9))
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = SWALR(opt, swa_lr=0.02, anneal_epochs=3, anneal_strategy="cos")
X = torch.randn(24, 3)
y = X.sum(1, keepdim=True)
loader = [(X[i:i + 8], y[i:i + 8]) for i in range(0, 24, 8)]
for epoch in range(5):
    for xb, yb in loader:
        loss = nn.functional.mse_loss(model(xb.to(device)), yb.to(device))
        opt.zero_grad()
        loss.backward()
        opt.step()
        ema.update_parameters(model)
    swa.update_parameters(model)
    sched.step()
    print(f"epoch {epoch} loss {loss.item():.4f} lr {opt.param_groups[0]['lr']:.5f} n_averaged {int(swa.n_averaged)}")
print([n for n, _ in swa.named_parameters()][:3])
w_swa = swa.module[0].weight
print(f"swa vs model {(w_swa - model[0].weight).abs().max().item():.5f} ema vs model {(ema.module[0].weight - model[0].weight).abs().max().item():.5f}")
update_bn([xb for xb, _ in loader], swa)
print("bn mean", [round(v, 4) for v in swa.module[1].running_mean[:4].tolist()])
swa.eval()
with torch.no_grad():
    print(f"swa loss {nn.functional.mse_loss(swa(X.to(device)), y.to(device)).item():.4f}")
