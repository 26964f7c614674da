# nn.MaxUnpool1d/2d/3d and F.max_unpool*, from F.max_pool*_with_indices or a pool's indices:
# values scattered back to their positions (zeros elsewhere), an explicit output_size, the
# gradient gathered at the indices, the reprs, and PyTorch's errors for a bad size or index.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)
x = torch.randn(1, 2, 4, 4, device=device, requires_grad=True)
pool = nn.MaxPool2d(2, stride=2, return_indices=True)
unpool = nn.MaxUnpool2d(2, stride=2)
print(unpool)
out, idx = pool(x)
print(idx)
u = unpool(out, idx)
print(u.detach())
print(unpool(out, idx, output_size=torch.Size([1, 2, 5, 5])).detach())
(u * torch.arange(16.0, device=device).reshape(4, 4)).sum().backward()
print(x.grad)

v, i = F.max_pool1d_with_indices(torch.tensor([[[1.0, 5.0, 2.0, 8.0, 3.0, 4.0]]], device=device), 2)
print(v, i)
print(F.max_unpool1d(v, i, 2))
print(F.max_unpool1d(v, i, 2, output_size=[7]))
print(nn.MaxUnpool1d(3, 2, 1))
print(nn.MaxUnpool3d((1, 2, 2)))
x3 = torch.randn(1, 1, 2, 4, 4, device=device)
v3, i3 = F.max_pool3d_with_indices(x3, (1, 2, 2))
print(i3)
print(nn.MaxUnpool3d((1, 2, 2))(v3, i3))
v2, i2 = F.max_pool2d_with_indices(x.detach()[0], 2)
print(F.max_unpool2d(v2, i2, 2).shape)
print(torch.max_pool1d_with_indices(torch.arange(6.0, device=device).reshape(1, 1, 6), 2))

try:
    unpool(out, idx, output_size=(9, 9))
except ValueError as e:
    print("ValueError:", e)
try:
    F.max_unpool2d(out, torch.full((1, 2, 2, 2), 99, device=device), 2)
except RuntimeError as e:
    print("RuntimeError:", e)
