# nn.ConvTranspose1d/2d (init under a seed; stride, padding, output_padding, groups, dilation),
# nn.AdaptiveMaxPool1d/2d (return_indices), nn.LPPool1d/2d and nn.Fold/Unfold: reprs, values,
# gradients of inputs and parameters, and errors.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)


def r(t):
    return [round(v, 3) for v in t.detach().flatten().tolist()]


def err(f):
    try:
        f()
    except Exception as e:
        print(type(e).__name__ + ":", e)


ct = nn.ConvTranspose2d(4, 6, 3, stride=2, padding=1, output_padding=1, groups=2).to(device)
print(ct, nn.ConvTranspose2d(2, 3, (2, 3), bias=False, dilation=2))
print(nn.ConvTranspose1d(3, 5, 4, stride=3), nn.ConvTranspose1d(2, 2, 3, padding=1, output_padding=0))
print(ct.weight.shape, r(ct.weight[0, 0]), r(ct.weight[3, 2]), r(ct.bias))
x = torch.randn(2, 4, 3, 4, device=device, requires_grad=True)
y = ct(x)
wy = torch.randn(y.shape, device=device)
(y * wy).sum().backward()
print(y.shape, r(y[1, 4]), r(x.grad[0, 3]), r(ct.weight.grad[2, 1]), r(ct.bias.grad))
configs = [dict(), dict(stride=2), dict(stride=(2, 1), padding=(1, 0), output_padding=(1, 0)),
           dict(dilation=2, padding=1), dict(stride=3, output_padding=2, dilation=2)]
for kw in configs:
    w = torch.randn(4, 2, 2, 3, device=device, requires_grad=True)
    out = F.conv_transpose2d(x, w, None, **kw)
    (out * out).sum().backward()
    print(kw, tuple(out.shape), r(out[0, 1, 1]), r(w.grad[1, 0]))
print(F.conv_transpose2d(x[0], torch.randn(4, 1, 3, 3, device=device)).shape)

c1 = nn.ConvTranspose1d(3, 4, 3, stride=2, padding=1, output_padding=1).to(device)
print(r(c1.weight[0]), r(c1.bias))
s = torch.randn(2, 3, 5, device=device, requires_grad=True)
o = c1(s)
(o * torch.arange(40.0, device=device).reshape(1, 4, 10) / 10).sum().backward()
print(o.shape, r(o[1]), r(s.grad[0]), r(c1.weight.grad[2]))
print(F.conv_transpose1d(s[0], torch.randn(3, 1, 2, device=device), groups=3, dilation=3).shape)
err(lambda: ct(torch.randn(2, 3, 3, 3, device=device)))
err(lambda: F.conv_transpose2d(x, torch.randn(4, 2, 3, 3, device=device), stride=2, output_padding=2))
err(lambda: nn.ConvTranspose2d(2, 2, 3, padding_mode="reflect"))
err(lambda: F.conv_transpose1d(x, torch.randn(4, 2, 3, device=device)))

# Adaptive max pooling and LP pooling
amp = nn.AdaptiveMaxPool2d((2, 3), return_indices=True)
print(amp, nn.AdaptiveMaxPool2d(4), nn.AdaptiveMaxPool1d(3))
z = torch.randn(2, 3, 5, 7, device=device, requires_grad=True)
vals, idx = amp(z)
(vals * torch.arange(6.0, device=device).reshape(2, 3)).sum().backward()
print(vals.shape, r(vals[1, 2]), idx[1, 2].tolist(), idx.dtype, r(z.grad[0, 1]))
print(F.adaptive_max_pool2d(z, (None, 2))[0, 0].shape, r(F.adaptive_max_pool2d(z[0], 3)[2]))
v, i = F.adaptive_max_pool2d(z, (5, 7), return_indices=True)
print(torch.equal(v, z), i[0, 0, 1].tolist())
tie = torch.tensor([[[1.0, 3.0, 3.0, 2.0, 3.0], [3.0, 0.0, 1.0, 3.0, 2.0]]], device=device)
print(F.adaptive_max_pool1d(tie, 2, return_indices=True)[1].tolist(),
      F.adaptive_max_pool2d(tie, 1, return_indices=True)[1].tolist())
q = torch.randn(2, 4, 9, device=device, requires_grad=True)
v1, i1 = nn.AdaptiveMaxPool1d(4, return_indices=True)(q)
v1.sum().backward()
print(r(v1[1]), i1[1].tolist(), r(q.grad[1]))
err(lambda: amp(torch.randn(3, 4, device=device)))
err(lambda: F.adaptive_max_pool2d(torch.randn(1, 2, 3, 4, 5, device=device), 2))
err(lambda: F.adaptive_max_pool1d(torch.randn(3, device=device), 2))

lp = nn.LPPool2d(2, 2)
print(lp, nn.LPPool2d(1.5, (2, 3), stride=1, ceil_mode=True), nn.LPPool1d(3, 2, stride=1))
zz = z.detach().abs() + 0.1
zz.requires_grad_(True)
out = lp(zz)
out.sum().backward()
print(out.shape, r(out[0, 1]), r(zz.grad[1, 0, 0]))
out = F.lp_pool2d(zz, 3.0, (2, 3), stride=1)
print(out.shape, r(out[1, 2, 0]))
l1 = nn.LPPool1d(2, 3, stride=2)
q2 = q.detach().abs() + 0.1
q2.requires_grad_(True)
out = l1(q2)
out.sum().backward()
print(out.shape, r(out[0]), r(q2.grad[0, 0]))

# Fold / Unfold
uf = nn.Unfold(kernel_size=(2, 3), padding=1, stride=2)
fd = nn.Fold(output_size=(4, 5), kernel_size=2, dilation=1, stride=1)
print(uf, fd, nn.Unfold(3), nn.Fold((3, 3), 2, padding=1))
img = torch.arange(40.0, device=device).reshape(1, 2, 4, 5)
cols = uf(img)
print(cols.shape, cols[0, :, 1].tolist())
back = fd(torch.ones(1, 8, 12, device=device))
print(back.shape, back[0, 1].tolist())
p = torch.randn(1, 2, 4, 5, device=device, requires_grad=True)
(uf(p) * torch.arange(108.0, device=device).reshape(1, 12, 9) / 50).sum().backward()
print(r(p.grad[0, 1]))
err(lambda: fd(torch.ones(1, 7, 12, device=device)))
