# nn.GroupNorm, nn.InstanceNorm1d/2d (affine, running statistics), nn.RMSNorm,
# nn.LocalResponseNorm and the channel-wise/alpha dropouts (their masks under a seed): reprs,
# values, gradients of inputs and parameters, buffers, and errors.
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


x = torch.randn(2, 4, 3, device=device, requires_grad=True)
wgt = torch.randn(2, 4, 3, device=device)

gn = nn.GroupNorm(2, 4).to(device)
print(gn, nn.GroupNorm(1, 3, eps=1e-3, affine=False), [n for n, _ in gn.named_parameters()])
with torch.no_grad():
    gn.weight.copy_(torch.tensor([1.0, 2.0, -1.0, 0.5]))
    gn.bias.copy_(torch.tensor([0.0, 1.0, 0.5, -1.0]))
y = gn(x)
(y * wgt).sum().backward()
print(r(y), r(x.grad), r(gn.weight.grad), r(gn.bias.grad))
print(r(F.group_norm(x, 4)[1]), F.group_norm(torch.randn(2, 6, 2, 2, device=device), 3).shape)
err(lambda: F.group_norm(x, 3))
err(lambda: nn.GroupNorm(3, 4))
x.grad = None

for m in (nn.InstanceNorm1d(4), nn.InstanceNorm1d(4, affine=True, track_running_stats=True),
          nn.InstanceNorm2d(3, eps=1e-3, momentum=0.2, affine=True)):
    print(m, [n for n, _ in m.named_parameters()], list(m.state_dict().keys()))
inorm = nn.InstanceNorm1d(4, affine=True, track_running_stats=True).to(device)
y = inorm(x)
(y * wgt).sum().backward()
print(r(y), r(x.grad), r(inorm.weight.grad), r(inorm.bias.grad))
print(r(inorm.running_mean), r(inorm.running_var), int(inorm.num_batches_tracked))
inorm(x[0])
print(r(inorm.running_mean), r(inorm.running_var))
inorm.eval()
print(r(inorm(x)[1]))
i2 = nn.InstanceNorm2d(3).to(device)
z = torch.randn(2, 3, 2, 3, device=device, requires_grad=True)
out = i2(z)
(out * out * torch.arange(36.0, device=device).reshape(2, 3, 2, 3)).sum().backward()
print(r(out[1, 2]), r(z.grad[0, 1]))
print(r(F.instance_norm(z, use_input_stats=True)[0, 0]), i2(z[0]).shape)
err(lambda: inorm(torch.randn(2, 3, 5, device=device)))
err(lambda: i2(torch.randn(3, 4, device=device)))

rms = nn.RMSNorm(3).to(device)
print(rms, nn.RMSNorm([2, 3], eps=1e-5, elementwise_affine=False))
with torch.no_grad():
    rms.weight.copy_(torch.tensor([1.0, -2.0, 0.5]))
y = rms(x)
(y * wgt).sum().backward()
print(r(y), r(rms.weight.grad))
print(r(F.rms_norm(x, [4, 3], eps=1e-6)[0]), r(F.rms_norm(x, (3,))[1, 2]))
err(lambda: F.rms_norm(x, [4]))

lrn = nn.LocalResponseNorm(3, alpha=0.5, beta=0.75, k=2.0)
print(lrn, nn.LocalResponseNorm(2))
v = torch.randn(2, 5, 3, 2, device=device, requires_grad=True)
y = lrn(v)
(y * torch.arange(60.0, device=device).reshape(2, 5, 3, 2) / 10).sum().backward()
print(r(y[1, :, 2]), r(v.grad[0, :, 1]))
print(r(F.local_response_norm(x, 2, alpha=1.0)[0]), r(F.local_response_norm(v, 4)[1, 4]))
err(lambda: lrn(torch.randn(2, 3, device=device)))

# Dropouts: identity in eval mode; in training, PyTorch's masks under the seed.
ds = [nn.Dropout1d(), nn.Dropout2d(0.3), nn.Dropout3d(p=0.25, inplace=True), nn.AlphaDropout(0.2),
      nn.FeatureAlphaDropout(0.4)]
for m in ds:
    print(m)
ones = torch.ones(2, 6, 3, 2, device=device)
for m in ds[:2] + ds[3:]:
    m.eval()
    inp = ones[0] if isinstance(m, nn.Dropout1d) else ones
    print(type(m).__name__, torch.equal(m(inp), inp))
    m.train()
torch.manual_seed(3)
print(F.dropout1d(torch.ones(3, 8, 2, device=device), 0.5)[:, :, 0].tolist())
print(F.dropout1d(torch.ones(8, 2, device=device), 0.25)[:, 1].tolist())
print(ds[1](ones)[:, :, 0, 0].tolist())
print(F.dropout3d(torch.ones(2, 5, 1, 2, 2, device=device), 0.5)[:, :, 0, 0, 0].tolist())
print(F.dropout3d(torch.ones(5, 1, 2, 2, device=device), 0.5)[:, 0, 0, 0].tolist())
print(r(ds[3](ones)[0, :, :, 0]))
print(r(ds[4](ones)[:, :, 0, 0]))
print(r(F.alpha_dropout(ones, 0.5, training=True)[1, 0]), F.alpha_dropout(ones, 0.5).equal(ones))
print(F.dropout2d(ones, 1.0).sum().item(), r(F.alpha_dropout(ones[0, 0], 1.0, True)))
g = torch.randn(2, 4, 3, device=device, requires_grad=True)
torch.manual_seed(5)
out = F.dropout1d(g, 0.5) * 2 + F.feature_alpha_dropout(g, 0.3, training=True)
out.sum().backward()
print(r(out[0]), r(g.grad))
t = torch.ones(2, 5, 2, 2, device=device)
u = torch.ones(5, 3, device=device)
torch.manual_seed(7)
print(ds[2](t) is t, t[:, :, 0, 0].tolist(), F.dropout1d(u, 0.5, inplace=True) is u, u[:, 0].tolist())
print(F.alpha_dropout(t, 0.5, True, True) is t, r(t[0, :, 0, 0]))
err(lambda: nn.Dropout1d(1.5))
err(lambda: F.dropout1d(torch.ones(2, 3, 4, 5, device=device)))
err(lambda: F.alpha_dropout(ones, -0.1))
