# Less common modules a learner meets: Bilinear, Identity (ignores args), Unflatten, PixelUnshuffle,
# ChannelShuffle, Fold after Unfold, Softmax2d, Hardtanh/ReLU6/Threshold, CosineSimilarity,
# PairwiseDistance, Upsample by scale, ZeroPad2d/ConstantPad1d/ReflectionPad2d, and their reprs.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(571)

mods = [
    nn.Bilinear(3, 2, 4), nn.Identity(5, foo="bar"), nn.Unflatten(1, (2, 3)), nn.PixelUnshuffle(2),
    nn.ChannelShuffle(2), nn.Softmax2d(), nn.Hardtanh(-0.5, 0.5), nn.ReLU6(), nn.Threshold(0.1, -1.0),
    nn.CosineSimilarity(dim=1, eps=1e-6), nn.PairwiseDistance(p=1.0), nn.Upsample(scale_factor=2, mode="nearest"),
    nn.ZeroPad2d((1, 0, 2, 0)), nn.ConstantPad1d(2, 3.5), nn.ReflectionPad2d(1), nn.Fold((3, 3), 2),
    nn.Unfold(2, dilation=1, padding=0, stride=1), nn.Flatten(0, 1), nn.Softmin(dim=1), nn.GLU(),
    nn.LocalResponseNorm(2), nn.AlphaDropout(0.2), nn.Tanhshrink(), nn.LogSigmoid(),
]
for m in mods:
    print(m)
bil = mods[0].to(device)
print(bil(torch.randn(2, 3, device=device), torch.randn(2, 2, device=device)).round(decimals=3))
print(bil.weight.shape, bil.bias.shape)
print(mods[1](torch.ones(2), 5).shape if False else mods[1](torch.ones(2, device=device)))
print(mods[2](torch.arange(12.0, device=device).view(2, 6)).shape)
x = torch.arange(32.0, device=device).view(1, 2, 4, 4)
pu = mods[3](x)
print(pu.shape, pu[0, :4, 0, 0])
print(nn.PixelShuffle(2)(pu).equal(x))
print(mods[4](torch.arange(4.0, device=device).view(1, 4, 1, 1)).flatten())
print(mods[5](torch.randn(1, 3, 2, 2, device=device)).sum(1).round(decimals=4))
t = torch.tensor([[-1.0, 0.05, 0.3, 7.0]], device=device)
print(mods[6](t), mods[7](t), mods[8](t))
a, b = torch.randn(3, 4, device=device), torch.randn(3, 4, device=device)
print(mods[9](a, b).round(decimals=4), mods[10](a, b).round(decimals=4))
print(mods[11](torch.tensor([[[1.0, 2.0]]], device=device)))
img = torch.arange(4.0, device=device).view(1, 1, 2, 2)
print(mods[12](img), mods[13](torch.ones(1, 1, 2, device=device)), mods[14](img))
cols = mods[16](torch.arange(9.0, device=device).view(1, 1, 3, 3))
print(cols.shape, mods[15](cols))
print(mods[17](torch.zeros(2, 3, 4)).shape, mods[18](t).round(decimals=4), mods[19](torch.arange(4.0).view(1, 4)))
print(mods[20](torch.ones(1, 3, 2, 2, device=device))[0, :, 0, 0].round(decimals=4))
print(mods[22](t).round(decimals=4), mods[23](t).round(decimals=4))
