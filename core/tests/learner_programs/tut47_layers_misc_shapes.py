# Less common layers and what they output: Bilinear, Fold/Unfold, PixelUnshuffle, ChannelShuffle,
# LocalResponseNorm, InstanceNorm with running stats, RMSNorm, LPPool, padding modules, Upsample modes.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)
bil = nn.Bilinear(3, 4, 2).to(device)
print(bil, bil(torch.randn(5, 3, device=device), torch.randn(5, 4, device=device)).shape)
x = torch.arange(32.0, device=device).view(1, 2, 4, 4)
print(nn.PixelUnshuffle(2)(x).shape, nn.PixelShuffle(2)(nn.PixelUnshuffle(2)(x)).equal(x))
print(nn.ChannelShuffle(2)(torch.arange(8.0, device=device).view(1, 4, 1, 2)).view(-1))
unf = nn.Unfold(kernel_size=2, stride=2)(x)
print(unf.shape, nn.Fold(output_size=(4, 4), kernel_size=2, stride=2)(unf).equal(x))
print(nn.Fold(output_size=(3, 3), kernel_size=2)(torch.ones(1, 4, 4, device=device)))

y = torch.randn(2, 6, 3, 3, device=device)
lrn = nn.LocalResponseNorm(size=3, alpha=1e-2, beta=0.75, k=1.0)
print(lrn, round(lrn(y).sum().item(), 4))
inorm = nn.InstanceNorm2d(6, affine=True, track_running_stats=True).to(device)
out = inorm(y)
print(inorm, round(out.std().item(), 4), inorm.running_mean[:3], inorm.running_var[:3])
inorm.eval()
print(round(inorm(y).mean().item(), 4))
rms = nn.RMSNorm([3, 3], eps=1e-6).to(device)
print(rms, round(rms(y).pow(2).mean().item(), 4))
gn = nn.GroupNorm(3, 6).to(device)
print(gn, round(gn(y)[0, :2].mean().item(), 4))
ln = nn.LayerNorm(3, bias=False).to(device)
print(ln, ln.bias, ln(y)[0, 0, 0])

z = torch.arange(16.0, device=device).view(1, 1, 4, 4)
print(nn.LPPool2d(2, 2)(z))
print(nn.LPPool1d(1, 2)(torch.arange(6.0, device=device).view(1, 1, 6)))
s = torch.arange(6.0, device=device).view(1, 1, 2, 3)
for pad in [nn.ZeroPad2d((1, 0, 0, 1)), nn.ConstantPad2d(1, -1.0), nn.ReflectionPad2d(1), nn.ReplicationPad2d((2, 0, 1, 0)), nn.CircularPad2d(1)]:
    print(pad, pad(s).shape, pad(s)[0, 0, 0].tolist())
print(nn.ReflectionPad1d(2)(torch.arange(4.0, device=device).view(1, 1, 4)))
sm = torch.tensor([[[[1.0, 2.0], [3.0, 4.0]]]], device=device)
for mode, ac in [("nearest", None), ("bilinear", False), ("bilinear", True), ("bicubic", False), ("nearest-exact", None)]:
    up = nn.Upsample(scale_factor=2, mode=mode, align_corners=ac)
    print(up, [round(v, 4) for v in up(sm)[0, 0, 1].tolist()])
print(nn.Upsample(size=3, mode="linear")(torch.tensor([[[0.0, 1.0]]], device=device)))
print(nn.AdaptiveMaxPool2d((1, 2), return_indices=True)(z))
print(nn.AdaptiveAvgPool1d(4)(torch.arange(6.0, device=device).view(1, 1, 6)))
