# Convolution and pooling by hand: im2col with F.unfold and a matmul equals F.conv2d (with stride,
# padding and dilation), a depthwise conv by grouping, max pooling via unfold + max, average
# pooling via unfold + mean, transposed conv as the gradient of conv, and F.fold reassembly.
import torch
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(5)

x = torch.randn(2, 3, 7, 7, device=device)
w = torch.randn(4, 3, 3, 3, device=device)
b = torch.randn(4, device=device)


def conv2d_im2col(x, w, b, stride=1, padding=0, dilation=1):
    N, C, H, W = x.shape
    O, _, kh, kw = w.shape
    cols = F.unfold(x, (kh, kw), dilation=dilation, padding=padding, stride=stride)  # (N, C*kh*kw, L)
    out = (w.view(O, -1) @ cols) + b.view(1, O, 1)
    Ho = (H + 2 * padding - dilation * (kh - 1) - 1) // stride + 1
    Wo = (W + 2 * padding - dilation * (kw - 1) - 1) // stride + 1
    return out.view(N, O, Ho, Wo)


for kw in [dict(), dict(stride=2), dict(padding=1), dict(dilation=2, padding=2), dict(stride=2, padding=1)]:
    mine = conv2d_im2col(x, w, b, **kw)
    ref = F.conv2d(x, w, b, **kw)
    print(kw, tuple(mine.shape), torch.allclose(mine, ref, atol=1e-5))

dw = torch.randn(3, 1, 3, 3, device=device)
depthwise = F.conv2d(x, dw, padding=1, groups=3)
per_channel = torch.cat([F.conv2d(x[:, c:c + 1], dw[c:c + 1], padding=1) for c in range(3)], 1)
print("depthwise == per channel:", torch.allclose(depthwise, per_channel, atol=1e-6))

cols = F.unfold(x, 2, stride=2).view(2, 3, 4, -1)
maxp = cols.max(dim=2).values.view(2, 3, 3, 3)
avgp = cols.mean(dim=2).view(2, 3, 3, 3)
print("maxpool:", torch.allclose(maxp, F.max_pool2d(x, 2), atol=1e-6), "avgpool:", torch.allclose(avgp, F.avg_pool2d(x, 2), atol=1e-6))

y = torch.randn(2, 4, 3, 3, device=device)
xr = torch.zeros(2, 3, 7, 7, device=device, requires_grad=True)
F.conv2d(xr, w, stride=2).mul(y).sum().backward()
print("conv_transpose == grad of conv:", torch.allclose(F.conv_transpose2d(y, w, stride=2), xr.grad, atol=1e-5))
patches = F.unfold(x, 3, padding=1)
counts = F.fold(torch.ones_like(patches), (7, 7), 3, padding=1)
recon = F.fold(patches, (7, 7), 3, padding=1) / counts
print("fold(unfold)/counts == x:", torch.allclose(recon, x, atol=1e-6), counts[0, 0, :2, :3].tolist())
print("patch matrix", tuple(patches.shape))
