# Pooling and normalization options: MaxPool2d with return_indices and MaxUnpool2d, ceil_mode,
# AvgPool2d count_include_pad/divisor_override, AdaptiveMaxPool with indices, LPPool1d,
# BatchNorm with momentum=None (cumulative average), track_running_stats=False, InstanceNorm
# with running stats, GroupNorm, LayerNorm without bias, RMSNorm, LocalResponseNorm.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)
x = torch.randn(2, 3, 5, 5, device=device)
r = lambda t: round(t.item(), 4)
pool = nn.MaxPool2d(2, stride=2, return_indices=True)
out, idx = pool(x)
print(out.shape, idx[0, 0])
unpool = nn.MaxUnpool2d(2, stride=2)
up = unpool(out, idx, output_size=x.shape)
print(up.shape, (up != 0).sum().item(), torch.equal(up.amax(dim=(2, 3)), out.amax(dim=(2, 3))))
print(nn.MaxPool2d(2, ceil_mode=True)(x).shape, nn.MaxPool2d(3, stride=2, padding=1)(x).shape, nn.MaxPool2d(2, dilation=2)(x).shape)
print(r(nn.AvgPool2d(3, stride=2, padding=1)(x).sum()), r(nn.AvgPool2d(3, stride=2, padding=1, count_include_pad=False)(x).sum()))
print(r(nn.AvgPool2d(2, divisor_override=1)(x).sum()), nn.AvgPool2d(2, ceil_mode=True)(x).shape)
am, ai = nn.AdaptiveMaxPool2d((2, 3), return_indices=True)(x)
print(am.shape, ai[1, 2])
print(r(nn.AdaptiveAvgPool2d((3, None))(x).sum()), nn.AdaptiveAvgPool2d((3, None))(x).shape)
seq = torch.randn(2, 4, 9, device=device)
print(r(nn.LPPool1d(2, 3)(seq).sum()), r(nn.LPPool1d(1, 2, stride=1)(seq.abs()).mean()), nn.AvgPool1d(4, stride=2, padding=2)(seq).shape)
m1, i1 = F.max_pool1d(seq, 3, return_indices=True)
print(i1[0, 0], F.max_unpool1d(m1, i1, 3).shape)

bn = nn.BatchNorm2d(3, momentum=None).to(device)
for k in range(3):
    bn(x + k)
print(bn.num_batches_tracked, [round(v, 4) for v in bn.running_mean.tolist()], [round(v, 4) for v in bn.running_var.tolist()])
bn_nt = nn.BatchNorm1d(4, track_running_stats=False).to(device)
print(bn_nt.running_mean, bn_nt.eval()(seq).mean(dim=(0, 2)).abs().max().item() < 1e-6)
inorm = nn.InstanceNorm2d(3, track_running_stats=True, affine=True).to(device)
inorm(x)
print([round(v, 4) for v in inorm.running_mean.tolist()], inorm.eval()(x).shape)
gn = nn.GroupNorm(1, 3).to(device)
ln = nn.LayerNorm([3, 5, 5], elementwise_affine=False).to(device)
print(torch.allclose(gn(x), ln(x), atol=1e-5))
ln_nb = nn.LayerNorm(5, bias=False).to(device)
print(ln_nb.bias, [n for n, _ in ln_nb.named_parameters()], r(ln_nb(x).std()))
rms = nn.RMSNorm([5], eps=1e-6).to(device)
manual = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6)
print(torch.allclose(rms(x), manual, atol=1e-6), rms)
print(r(F.rms_norm(x, (5, 5)).pow(2).mean()), r(nn.LocalResponseNorm(2)(x).sum()))
print(r(F.instance_norm(x).std()), r(F.group_norm(x, 3).mean()), r(F.layer_norm(x, (5,)).mean()))
bn2 = nn.BatchNorm1d(4).to(device)
feats = torch.randn(8, 4, device=device) * 3 + 1
bn2.train()
y = bn2(feats)
print([round(v, 4) for v in y.var(dim=0, unbiased=False).tolist()], [round(v, 4) for v in bn2.running_var.tolist()])
bn2.eval()
print(r(bn2(feats).mean()), bn2.training, bn2.state_dict().keys())
