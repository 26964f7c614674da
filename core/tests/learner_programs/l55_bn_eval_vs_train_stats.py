# BatchNorm behaviour a learner checks by hand: train-mode output equals manual standardisation
# with biased variance, running stats updated with unbiased variance and momentum, eval mode uses
# running stats, momentum=None cumulative average, track_running_stats=False, and BatchNorm2d
# statistics per channel over (N, H, W).
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(594)

x = torch.randn(8, 3, device=device) * 2 + 1
bn = nn.BatchNorm1d(3).to(device)
y = bn(x)
manual = (x - x.mean(0)) / torch.sqrt(x.var(0, unbiased=False) + bn.eps)
print(torch.allclose(y, manual, atol=1e-5), y.mean(0).abs().max().item() < 1e-5)
print(bn.running_mean.round(decimals=4), (0.1 * x.mean(0)).round(decimals=4))
print(bn.running_var.round(decimals=4), (0.9 + 0.1 * x.var(0)).round(decimals=4))
bn.eval()
ye = bn(x)
print(torch.allclose(ye, (x - bn.running_mean) / torch.sqrt(bn.running_var + bn.eps), atol=1e-5))
cum = nn.BatchNorm1d(3, momentum=None).to(device)
batches = [torch.randn(4, 3, device=device) + i for i in range(3)]
for b in batches:
    cum(b)
print(cum.running_mean.round(decimals=4), torch.stack([b.mean(0) for b in batches]).mean(0).round(decimals=4))
print(cum.num_batches_tracked)
nt = nn.BatchNorm1d(3, track_running_stats=False).to(device)
nt.eval()
print(nt.running_mean, torch.allclose(nt(x), manual, atol=1e-5))
img = torch.randn(4, 2, 3, 3, device=device)
bn2 = nn.BatchNorm2d(2, affine=False).to(device)
out = bn2(img)
print(out.mean((0, 2, 3)).abs().max().item() < 1e-5, out.var((0, 2, 3), unbiased=False).round(decimals=3))
print(bn2.running_var.round(decimals=4), (0.9 + 0.1 * img.transpose(0, 1).reshape(2, -1).var(1)).round(decimals=4))
print(bn2, bn2.weight)
bn.reset_running_stats()
print(bn.running_mean, bn.running_var, bn.num_batches_tracked)
