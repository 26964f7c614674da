# Cutting images into patches: nn.Unfold/F.unfold shapes, ViT-style patch embedding by unfold +
# linear vs a strided conv, folding patches back (overlaps sum, divided by the coverage count), and
# Tensor.unfold for sliding windows over sequences.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(36)
img = torch.arange(2 * 3 * 4 * 4, dtype=torch.float32, device=device).reshape(2, 3, 4, 4)
cols = F.unfold(img, kernel_size=2, stride=2)
print(tuple(cols.shape), cols[0, :, 0].tolist())
patches = cols.transpose(1, 2)
print(tuple(patches.shape))
ref = img.reshape(2, 3, 2, 2, 2, 2).permute(0, 2, 4, 1, 3, 5).reshape(2, 4, 12)
print("matches reshape:", torch.equal(patches, ref))

proj = nn.Linear(12, 8).to(device)
conv = nn.Conv2d(3, 8, 2, stride=2).to(device)
with torch.no_grad():
    conv.weight.copy_(proj.weight.view(8, 3, 2, 2))
    conv.bias.copy_(proj.bias)
e1 = proj(patches)
e2 = conv(img).flatten(2).transpose(1, 2)
print("patch embed == conv:", torch.allclose(e1, e2, atol=1e-5))

over = F.unfold(img, kernel_size=3, padding=1, stride=1)
print(tuple(over.shape))
back = F.fold(over, output_size=(4, 4), kernel_size=3, padding=1)
count = F.fold(F.unfold(torch.ones_like(img), 3, padding=1), (4, 4), 3, padding=1)
print(count[0, 0].tolist())
print("fold/count recovers:", torch.allclose(back / count, img))
fold = nn.Fold(output_size=(4, 4), kernel_size=2, stride=2)
print("non-overlap round trip:", torch.equal(fold(cols), img))
print(nn.Unfold(kernel_size=(2, 3), dilation=1, padding=0, stride=1)(img).shape)

seq = torch.arange(10.0, device=device)
win = seq.unfold(0, 4, 2)
print(win.tolist())
print(win.mean(1).tolist())
m = torch.arange(12.0, device=device).view(3, 4)
print(m.unfold(1, 2, 1).shape, m.unfold(0, 2, 1)[0].tolist())
ts = torch.randn(20, device=device)
w = ts.unfold(0, 5, 1)
X, Y = w[:-1], ts[5:]
coef = torch.linalg.lstsq(X, Y.unsqueeze(1)).solution
print(tuple(X.shape), tuple(coef.shape))
try:
    F.fold(cols, output_size=(5, 5), kernel_size=2, stride=2)
except RuntimeError as e:
    print("RuntimeError")
