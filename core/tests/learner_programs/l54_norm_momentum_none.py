# Normalisation layer options: BatchNorm with momentum=None (cumulative average),
# track_running_stats=False, affine=False, num_batches_tracked; InstanceNorm with running stats;
# GroupNorm; LayerNorm without affine / without bias; in train and eval.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(8)

bn = nn.BatchNorm1d(3, momentum=None).to(device)
for i in range(3):
    bn(torch.randn(4, 3, device=device) * (i + 1) + i)
print(bn.running_mean.round(decimals=4), bn.running_var.round(decimals=4), bn.num_batches_tracked)
print(bn)
nostats = nn.BatchNorm2d(2, track_running_stats=False, affine=False).to(device)
print(nostats.running_mean, nostats.weight, nostats)
img = torch.randn(3, 2, 2, 2, device=device)
nostats.eval()
print(nostats(img)[0].round(decimals=4))
print(list(nostats.state_dict().keys()))
bn2 = nn.BatchNorm2d(2, momentum=0.5).to(device)
bn2(img)
print(bn2.running_mean.round(decimals=4), bn2.running_var.round(decimals=4))
bn2.eval()
print(bn2(img)[1, 1].round(decimals=4))
print(list(bn2.state_dict().keys()))

inn = nn.InstanceNorm1d(2, track_running_stats=True, affine=True).to(device)
seq = torch.randn(2, 2, 5, device=device)
print(inn(seq)[0].round(decimals=4))
print(inn.running_mean.round(decimals=4), inn.running_var.round(decimals=4))
inn.eval()
print(inn(seq)[0].round(decimals=4))
print(inn)
gn = nn.GroupNorm(2, 4, eps=1e-3).to(device)
g = torch.randn(2, 4, 3, device=device)
print(gn(g)[0].round(decimals=4), gn)
ln = nn.LayerNorm([4, 3], elementwise_affine=False).to(device)
print(ln(g)[1].round(decimals=4), ln)
ln2 = nn.LayerNorm(3, bias=False).to(device)
print(ln2.bias, list(ln2.state_dict()), ln2)
rms = nn.RMSNorm(3).to(device)
print(rms(g)[0].round(decimals=4), rms)
lrn = nn.LocalResponseNorm(2).to(device)
print(lrn(g.abs())[0].round(decimals=4))
bn3 = nn.BatchNorm1d(2).to(device)
try:
    bn3(torch.randn(1, 2, device=device))
except ValueError as e:
    print("ValueError:", e)
bn3.eval()
print(bn3(torch.ones(1, 2, device=device)))
