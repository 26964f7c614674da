# torch.optim.swa_utils: AveragedModel with the default running mean, an EMA through
# get_ema_multi_avg_fn, SWALR annealing, and update_bn recomputing BatchNorm statistics.
import torch
import torch.nn as nn
from torch.optim.swa_utils import AveragedModel, SWALR, update_bn, get_ema_multi_avg_fn, get_ema_avg_fn
from torch.utils.data import DataLoader, TensorDataset

device = "cpu"
torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 8), nn.BatchNorm1d(8), nn.ReLU(), nn.Linear(8, 1)).to(device)
X = torch.randn(32, 3)
Y = X.sum(1, keepdim=True)
loader = DataLoader(TensorDataset(X, Y), batch_size=8)
swa = AveragedModel(model)
ema = AveragedModel(model, multi_avg_fn=get_ema_multi_avg_fn(0.9))
ema2 = AveragedModel(model, avg_fn=get_ema_avg_fn(0.5), use_buffers=True)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = SWALR(opt, swa_lr=0.02, anneal_epochs=3, anneal_strategy="linear")
for epoch in range(5):
    for xb, yb in loader:
        xb, yb = xb.to(device), yb.to(device)
        opt.zero_grad()
        loss = nn.functional.mse_loss(model(xb), yb)
        loss.backward()
        opt.step()
        ema.update_parameters(model)
        ema2.update_parameters(model)
    swa.update_parameters(model)
    sched.step()
    print(epoch, round(loss.item(), 4), [round(lr, 4) for lr in sched.get_last_lr()], swa.n_averaged.item(), ema.n_averaged.item())
print([n for n, _ in swa.named_buffers()])
print(round(swa.module[0].weight.sum().item(), 4), round(ema.module[0].weight.sum().item(), 4), round(ema2.module[0].weight.sum().item(), 4))
print(round(model[0].weight.sum().item(), 4))
before = swa.module[1].running_mean.clone()
update_bn(((xb.to(device)) for xb, _ in loader), swa)
print(torch.allclose(before, swa.module[1].running_mean), swa.module[1].num_batches_tracked.item(), swa.module[1].momentum)
print([round(v, 4) for v in swa.module[1].running_mean[:4].tolist()])
swa.eval()
with torch.no_grad():
    print(round(nn.functional.mse_loss(swa(X.to(device)), Y.to(device)).item(), 4))
print(list(swa.state_dict().keys())[:3])
