# BatchNorm1d/2d by hand: batch statistics with the biased variance for normalization and the
# unbiased one for running_var, momentum updates, eval mode using running stats, momentum=None's
# cumulative average, affine=False, and track_running_stats=False.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(8)

bn = nn.BatchNorm1d(3, momentum=0.1).to(device)
x = (torch.randn(10, 3) * torch.tensor([1.0, 2.0, 0.5]) + torch.tensor([0.0, 1.0, -2.0])).to(device)
out = bn(x)
mean = x.mean(0)
var_b = x.var(0, unbiased=False)
var_u = x.var(0, unbiased=True)
manual = (x - mean) / torch.sqrt(var_b + bn.eps) * bn.weight + bn.bias
print("train output matches:", torch.allclose(out, manual, atol=1e-5))
print("running_mean", bn.running_mean.round(decimals=4), torch.allclose(bn.running_mean, 0.1 * mean))
print("running_var", bn.running_var.round(decimals=4), torch.allclose(bn.running_var, 0.9 + 0.1 * var_u))
print("num_batches_tracked", bn.num_batches_tracked)

for _ in range(20):
    bn(x)
bn.eval()
y = bn(x)
manual_eval = (x - bn.running_mean) / torch.sqrt(bn.running_var + bn.eps)
print("eval uses running stats:", torch.allclose(y, manual_eval, atol=1e-5))
print(bn.running_mean.round(decimals=3), bn.num_batches_tracked.item())

cum = nn.BatchNorm1d(3, momentum=None).to(device)
batches = [torch.randn(8, 3).to(device) for _ in range(4)]
for b in batches:
    cum(b)
avg = torch.stack([b.mean(0) for b in batches]).mean(0)
print("cumulative average:", torch.allclose(cum.running_mean, avg, atol=1e-6))

bn2 = nn.BatchNorm2d(2, affine=False).to(device)
img = torch.randn(4, 2, 3, 3).to(device)
o = bn2(img)
print(bn2, list(dict(bn2.named_parameters()).keys()), list(dict(bn2.named_buffers()).keys()))
print("per-channel mean ~0:", o.mean(dim=(0, 2, 3)).abs().max().item() < 1e-6)
print("per-channel var ~1:", torch.allclose(o.var(dim=(0, 2, 3), unbiased=False), torch.ones(2, device=device), atol=1e-4))

nostats = nn.BatchNorm1d(3, track_running_stats=False).to(device)
print(nostats.running_mean, nostats.num_batches_tracked)
nostats.eval()
print("no running stats -> batch stats in eval:", torch.allclose(nostats(x), manual, atol=1e-5))
print(bn.state_dict().keys())
try:
    nn.BatchNorm1d(3).to(device)(torch.randn(1, 3).to(device))
except ValueError as e:
    print("ValueError:", e)
