# Shapes, views and contiguity: view vs reshape after transpose, is_contiguous and stride,
# contiguous(), flatten/unflatten, squeeze/unsqueeze, permute for NCHW<->NHWC, expand vs repeat,
# views sharing memory (an in-place write shows through), and the view error message.
import torch

device = "cpu"
torch.manual_seed(0)

x = torch.arange(24, device=device).view(2, 3, 4)
print(x.shape, x.stride(), x.is_contiguous())
t = x.transpose(1, 2)
print(t.shape, t.stride(), t.is_contiguous())
try:
    t.view(2, 12)
except RuntimeError as e:
    print("RuntimeError:", e)
print(t.reshape(2, 12))
print(t.contiguous().view(2, 12).equal(t.reshape(2, 12)), t.contiguous().stride())
print(x.flatten().shape, x.flatten(1).shape, x.flatten(0, 1).shape)
print(x.unflatten(2, (2, 2)).shape, x.view(-1, 4).shape, x.view(6, -1).shape)
try:
    x.view(5, -1)
except RuntimeError as e:
    print("RuntimeError:", e)

img = torch.randn(2, 3, 4, 5, device=device)
nhwc = img.permute(0, 2, 3, 1)
print(nhwc.shape, nhwc.is_contiguous(), torch.equal(nhwc.permute(0, 3, 1, 2), img))
print(img.unsqueeze(0).shape, img[:, :1].squeeze(1).shape, img.unsqueeze(-1).squeeze().shape)
print(torch.zeros(1, 3, 1).squeeze(0).shape, torch.zeros(1, 3, 1).squeeze((0, 2)).shape)

v = torch.tensor([1, 2, 3], device=device)
e = v.unsqueeze(0).expand(4, 3)
r = v.unsqueeze(0).repeat(4, 1)
print(e.stride(), r.stride(), torch.equal(e, r))
print(v.repeat(2, 2), v.repeat_interleave(2), torch.tile(v, (2,)))

base = torch.zeros(3, 4, device=device)
row = base[1]
row += 5
col = base[:, 2]
col.fill_(-1)
print(base)
sub = base.view(12)[::5]
print(sub, sub.stride())
n = base.narrow(1, 1, 2)
n.mul_(2)
print(base)
print(torch.chunk(torch.arange(10), 3), torch.split(torch.arange(10), [2, 3, 5]))
a, b = torch.arange(6).view(2, 3).unbind(0)
print(a, b)
print(torch.stack([a, b], dim=1).shape, torch.cat([a, b]).shape, torch.hstack([a, b]).shape, torch.vstack([a, b]).shape)
print(torch.movedim(img, 1, -1).shape, img.swapaxes(0, 1).shape, img.mT.shape)
