# Normalization layers side by side on the same (N, C, H, W) batch: BatchNorm2d, LayerNorm over
# (C, H, W), GroupNorm with 1, 2 and C groups, InstanceNorm2d (with and without affine/running
# stats), LocalResponseNorm; each checked against the mean/var computed by hand over its axes.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(27)

x = (torch.randn(4, 6, 5, 5) * 3 + 1).to(device)
N, C, H, W = x.shape


def manual(x, dims, eps=1e-5):
    mean = x.mean(dim=dims, keepdim=True)
    var = x.var(dim=dims, unbiased=False, keepdim=True)
    return (x - mean) / torch.sqrt(var + eps)


bn = nn.BatchNorm2d(C).to(device)
ln = nn.LayerNorm([C, H, W]).to(device)
print("batchnorm:", torch.allclose(bn(x), manual(x, (0, 2, 3)), atol=1e-5))
print("layernorm:", torch.allclose(ln(x), manual(x, (1, 2, 3)), atol=1e-5))
for groups in [1, 2, C]:
    gn = nn.GroupNorm(groups, C).to(device)
    ref = manual(x.view(N, groups, -1), (2,)).view_as(x)
    print(f"groupnorm({groups}):", torch.allclose(gn(x), ref, atol=1e-5), gn)
inorm = nn.InstanceNorm2d(C).to(device)
print("instancenorm:", torch.allclose(inorm(x), manual(x, (2, 3)), atol=1e-5), inorm)
inorm_a = nn.InstanceNorm2d(C, affine=True, track_running_stats=True).to(device)
out = inorm_a(x)
print("instancenorm affine:", torch.allclose(out, manual(x, (2, 3)), atol=1e-5), [n for n, _ in inorm_a.named_parameters()])
print("running_mean", inorm_a.running_mean.round(decimals=3))
inorm_a.eval()
print("eval uses running stats:", not torch.allclose(inorm_a(x), out, atol=1e-3))
lrn = nn.LocalResponseNorm(size=3).to(device)
print("lrn", lrn, tuple(lrn(x).shape), round(lrn(x).abs().mean().item(), 4))
gn1 = nn.GroupNorm(1, C).to(device)
ln_nonaffine = nn.LayerNorm([C, H, W], elementwise_affine=False).to(device)
print("groupnorm(1) == layernorm:", torch.allclose(gn1(x), ln_nonaffine(x), atol=1e-5))
print("param counts", {type(m).__name__: sum(p.numel() for p in m.parameters()) for m in [bn, ln, gn1, inorm, lrn]})
ln_last = nn.LayerNorm(W).to(device)
print("layernorm last dim mean ~0:", ln_last(x).mean(-1).abs().max().item() < 1e-5)
try:
    nn.GroupNorm(4, C)
except ValueError as e:
    print("ValueError:", e)
