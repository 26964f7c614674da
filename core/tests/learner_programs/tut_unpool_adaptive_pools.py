# Pooling beyond MaxPool2d: return_indices with MaxUnpool2d (a SegNet-style decoder step), adaptive
# average/max pooling to fixed sizes from odd inputs, AvgPool2d ceil_mode and count_include_pad,
# and LPPool.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(10)

x = torch.tensor([[[[1.0, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 16]]]], device=device)
pool = nn.MaxPool2d(2, stride=2, return_indices=True)
unpool = nn.MaxUnpool2d(2, stride=2)
out, idx = pool(x)
print(out.tolist(), idx.tolist(), idx.dtype)
print(unpool(out, idx).tolist())
print(tuple(unpool(out, idx, output_size=(5, 5)).shape))

y = torch.randn(1, 2, 5, 5, device=device)
o, i = F.max_pool2d(y, 2, return_indices=True)
r = F.max_unpool2d(o, i, 2, output_size=y.shape[-2:])
print(tuple(r.shape), int((r != 0).sum()), torch.equal(r.amax((2, 3)) >= o.amax((2, 3)), torch.ones(1, 2, dtype=torch.bool, device=device)))

z = torch.arange(2 * 7 * 5, dtype=torch.float32, device=device).reshape(1, 2, 7, 5)
for size in [1, (3, 2), (7, 5), (None, 2)]:
    a = nn.AdaptiveAvgPool2d(size).to(device)(z)
    print("avg", size, tuple(a.shape), [round(v, 3) for v in a[0, 0].flatten().tolist()])
m, mi = F.adaptive_max_pool2d(z, (2, 2), return_indices=True)
print("max", m[0, 1].tolist(), mi[0, 1].tolist())
print(F.adaptive_avg_pool1d(torch.arange(10.0, device=device).view(1, 1, 10), 4).tolist())

w = torch.ones(1, 1, 5, 5, device=device)
print(F.avg_pool2d(w, 2, ceil_mode=True).tolist())
print(F.avg_pool2d(w, 3, stride=2, padding=1).tolist())
print(F.avg_pool2d(w, 3, stride=2, padding=1, count_include_pad=False).tolist())
print(F.max_pool2d(w * 2, 3, stride=2, ceil_mode=True).shape)
print([round(v, 4) for v in F.lp_pool2d(x, 2, 2).flatten().tolist()])
print([round(v, 4) for v in F.max_pool1d(torch.tensor([[[1.0, 5, 2, 8, 3]]], device=device), 2, dilation=2).flatten().tolist()])
feat = torch.randn(3, 16, 6, 6, device=device)
g = torch.cat([F.adaptive_avg_pool2d(feat, 1), F.adaptive_max_pool2d(feat, 1)], 1).flatten(1)
print(tuple(g.shape), torch.allclose(g[:, :16], feat.mean((2, 3))), torch.allclose(g[:, 16:], feat.amax((2, 3))))
