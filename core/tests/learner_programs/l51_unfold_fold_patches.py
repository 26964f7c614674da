# Patches: F.unfold/F.fold round trip (with overlap counts), Tensor.unfold sliding windows for
# a moving average, nn.Unfold in an im2col convolution checked against F.conv2d.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(26)

img = torch.arange(32.0).view(1, 2, 4, 4).to(device)
cols = F.unfold(img, kernel_size=2, stride=2)
print(tuple(cols.shape), cols[0, :, 0].tolist())
back = F.fold(cols, output_size=(4, 4), kernel_size=2, stride=2)
print("fold round trip", torch.equal(back, img))
cols = F.unfold(img, kernel_size=3, padding=1)
counts = F.fold(F.unfold(torch.ones(1, 1, 4, 4).to(device), 3, padding=1), (4, 4), 3, padding=1)
print(counts[0, 0].tolist())
print("overlap-average", torch.allclose(F.fold(cols, (4, 4), 3, padding=1) / counts, img))

series = torch.tensor([1.0, 3.0, 2.0, 5.0, 4.0, 6.0, 8.0]).to(device)
win = series.unfold(0, 3, 1)
print(tuple(win.shape), [round(v, 4) for v in win.mean(1).tolist()])
print(series.unfold(0, 2, 3).tolist())

x = torch.randn(2, 3, 5, 5).to(device)
conv = nn.Conv2d(3, 4, 3, padding=1).to(device)
unf = nn.Unfold(kernel_size=3, padding=1)(x)
out = (conv.weight.view(4, -1) @ unf + conv.bias.view(1, 4, 1)).view(2, 4, 5, 5)
print("im2col == conv2d", torch.allclose(out, conv(x), atol=1e-5))
patches = x.unfold(2, 2, 1).unfold(3, 2, 1)
print(tuple(patches.shape), f"{patches.sum().item():.4f}")
vit = img.unfold(2, 2, 2).unfold(3, 2, 2).permute(0, 2, 3, 1, 4, 5).reshape(1, 4, -1)
print(vit[0, 1].tolist())
