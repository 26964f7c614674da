# BatchNorm options: momentum=None (cumulative average), track_running_stats=False, affine=False,
# eval using running stats, LayerNorm/GroupNorm/InstanceNorm compared with manual formulas.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)

x = torch.randn(6, 3, device=device) * 2 + 1
bn = nn.BatchNorm1d(3, momentum=None).to(device)
for i in range(3):
    bn(x[i * 2:(i + 1) * 2] + i)
print(bn.running_mean.round(decimals=4), bn.running_var.round(decimals=4), bn.num_batches_tracked)
bn2 = nn.BatchNorm1d(3, track_running_stats=False).to(device)
print(bn2.running_mean, bn2(x).mean(0).abs().max() < 1e-5)
bn2.eval()
print("no-stats eval uses batch", bn2(x).mean(0).abs().max() < 1e-5)
bn3 = nn.BatchNorm1d(3, affine=False).to(device)
print(list(bn3.parameters()), sorted(bn3.state_dict()))
y = bn3(x)
manual = (x - x.mean(0)) / torch.sqrt(x.var(0, unbiased=False) + 1e-5)
print(torch.allclose(y, manual, atol=1e-5))
print(bn3.running_var.round(decimals=4), (0.9 + 0.1 * x.var(0)).round(decimals=4))
bn3.eval()
print(bn3(x)[:2].round(decimals=4))
img = torch.randn(2, 4, 3, 3, device=device)
ln = nn.LayerNorm([4, 3, 3], elementwise_affine=False).to(device)
m = img.mean(dim=(1, 2, 3), keepdim=True)
v = img.var(dim=(1, 2, 3), unbiased=False, keepdim=True)
print(torch.allclose(ln(img), (img - m) / torch.sqrt(v + 1e-5), atol=1e-5))
gn = nn.GroupNorm(2, 4).to(device)
g = img.view(2, 2, -1)
gm = ((g - g.mean(-1, keepdim=True)) / torch.sqrt(g.var(-1, unbiased=False, keepdim=True) + 1e-5)).view_as(img)
print(torch.allclose(gn(img), gm, atol=1e-5))
inn = nn.InstanceNorm2d(4, affine=True, track_running_stats=True).to(device)
print(inn(img).shape, inn.running_mean.round(decimals=4))
print(inn)
bn4 = nn.BatchNorm2d(4).to(device)
bn4(img)
bn4.reset_running_stats()
print(bn4.running_mean, bn4.running_var, bn4.num_batches_tracked)
