# nn.Buffer (registered as a buffer when assigned to a module), nn.DataParallel on one device
# (calls its `module`; state_dict keys under "module."), and nn.SyncBatchNorm in one process
# (BatchNorm's statistics) with SyncBatchNorm.convert_sync_batchnorm.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)


class Scaler(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(3, 2)
        self.scale = nn.Buffer(torch.tensor([2.0, 0.5]))
        self.offset = torch.zeros(2)

    def forward(self, x):
        return self.lin(x) * self.scale


m = Scaler().to(device)
print(m)
print([n for n, _ in m.named_buffers()], list(m.state_dict().keys()))
print(m.scale, m.scale.requires_grad)
b = nn.Buffer(torch.ones(2, requires_grad=True))
print(type(b).__name__, b.requires_grad, isinstance(b, nn.Buffer), isinstance(m.offset, nn.Buffer))
m.scale = torch.tensor([1.0, 3.0], device=device)
print(m.state_dict()["scale"])
x = torch.randn(4, 3, device=device)
dp = nn.DataParallel(m)
print(dp)
y = dp(x)
print(y.detach())
y.sum().backward()
print(m.lin.weight.grad)
print(list(dp.state_dict().keys()))
print(dp.module is m, torch.nn.parallel.DataParallel is nn.DataParallel)

net = nn.Sequential(nn.Conv1d(2, 3, 1), nn.BatchNorm1d(3), nn.Sequential(nn.BatchNorm1d(3)))
sync = nn.SyncBatchNorm.convert_sync_batchnorm(net).to(device)
print(sync)
print(sync[1].weight is net[1].weight)
out = sync(torch.randn(4, 2, 5, device=device))
print(out.detach()[0])
print(sync[1].running_mean, sync[1].num_batches_tracked)
s2 = nn.SyncBatchNorm(3, momentum=None, device=device)
print(s2)
print(s2(torch.randn(2, 3, device=device)).detach(), s2.running_var)
s2.eval()
print(s2(torch.ones(2, 3, device=device)).detach())
try:
    s2(torch.zeros(3, device=device))
except ValueError as e:
    print("ValueError:", e)
try:
    nn.Buffer(3)
except AttributeError as e:
    print("AttributeError:", e)
