# nn.ZeroPad/ConstantPad/ReflectionPad/ReplicationPad/CircularPad, F.pad in each mode,
# PixelShuffle/PixelUnshuffle and Upsample/F.interpolate ('nearest', 'linear', 'bilinear'):
# reprs, values, the gradients of the inputs, and the errors.
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


x1 = torch.arange(10, dtype=torch.float32, device=device).reshape(2, 5)
x2 = torch.arange(24, dtype=torch.float32, device=device).reshape(2, 3, 4)
x3 = torch.arange(16, dtype=torch.float32, device=device).reshape(1, 1, 4, 4)
pads = [
    nn.ZeroPad1d(2), nn.ZeroPad2d((1, 0, 2, 1)), nn.ZeroPad3d(1), nn.ConstantPad1d((1, 2), 3.5),
    nn.ConstantPad2d(1, -1.0), nn.ConstantPad3d((1, 0, 0, 1, 1, 0), 2.0), nn.ReflectionPad1d(2),
    nn.ReflectionPad2d((1, 2, 0, 2)), nn.ReplicationPad1d((3, 1)), nn.ReplicationPad2d(2),
    nn.CircularPad1d(2), nn.CircularPad2d((1, 2, 2, 1)),
]
for m in pads:
    x = x1 if "1d" in type(m).__name__ else x2
    print(m, tuple(m(x).shape))
print(nn.ReflectionPad1d(2)(x1).tolist())
print(nn.ReflectionPad2d((1, 2, 0, 3))(x3)[0, 0].tolist())
print(nn.ReplicationPad2d((1, 0, 2, 1))(x3)[0, 0].tolist())
print(nn.CircularPad2d((1, 2, 2, 1))(x3)[0, 0].tolist())
print(nn.ZeroPad2d((1, 0, 2, 1))(x3)[0, 0].tolist())
print(nn.ConstantPad3d((1, 0, 0, 1, 1, 0), 2.0)(x2.unsqueeze(0)).shape)
print(F.pad(x2, (1, -1, -1, 2), value=9.0).tolist())
print(F.pad(x2, (1, 1), mode="replicate").tolist())
print(F.pad(x3, (2, 1, 1, 2), mode="circular").shape)

g = torch.randn(2, 3, 5, 5, device=device, requires_grad=True)
w = torch.randn(2, 3, 8, 9, device=device)
for mode in ("constant", "reflect", "replicate", "circular"):
    out = F.pad(g, (1, 3, 2, 1), mode=mode)
    (out * w).sum().backward()
    print(mode, tuple(out.shape), r(g.grad[1, 2]))
    g.grad = None

err(lambda: F.pad(x2, (1, 2, 3)))
err(lambda: nn.ReflectionPad1d(5)(x1))
err(lambda: F.pad(x1, (1, 1), mode="bogus"))
err(lambda: nn.ReflectionPad2d(1)(x1))

# PixelShuffle / PixelUnshuffle
ps = nn.PixelShuffle(2)
pu = nn.PixelUnshuffle(2)
print(ps, pu)
y = torch.arange(32, dtype=torch.float32, device=device).reshape(1, 8, 2, 2)
z = ps(y)
print(z.shape, z[0, 1].tolist())
print(torch.equal(pu(z), y), pu(x3).shape, F.pixel_unshuffle(x3, 2)[0, :, 0, 0].tolist())
h = torch.randn(2, 4, 3, 3, device=device, requires_grad=True)
(F.pixel_shuffle(h, 2) * torch.arange(36, dtype=torch.float32, device=device).reshape(6, 6)).sum().backward()
print(h.grad[1, 3].tolist())
err(lambda: ps(torch.zeros(3, 3, device=device)))
err(lambda: ps(torch.zeros(1, 6, 2, 2, device=device)))
err(lambda: pu(torch.zeros(1, 1, 3, 4, device=device)))

# Upsample / interpolate
ups = [nn.Upsample(scale_factor=2), nn.Upsample(size=(3, 5), mode="bilinear"),
       nn.Upsample(scale_factor=(2, 1.5), mode="bilinear", align_corners=True),
       nn.UpsamplingNearest2d(scale_factor=2), nn.UpsamplingBilinear2d(size=7), nn.Upsample(size=5)]
for m in ups:
    print(m)
a = torch.randn(1, 2, 3, 4, device=device, requires_grad=True)
s = torch.randn(2, 3, 5, device=device, requires_grad=True)
cases = [
    (a, dict(scale_factor=2)), (a, dict(size=(5, 7))), (a, dict(scale_factor=1.7)),
    (a, dict(size=(2, 3))), (a, dict(size=(6, 7), mode="bilinear")),
    (a, dict(size=(6, 7), mode="bilinear", align_corners=True)),
    (a, dict(scale_factor=(1.5, 2.5), mode="bilinear")),
    (a, dict(size=(2, 2), mode="bilinear", align_corners=False)),
    (a, dict(size=(1, 9), mode="bilinear", align_corners=True)),
    (s, dict(size=9, mode="linear")), (s, dict(scale_factor=2.5, mode="linear", align_corners=True)),
    (s, dict(size=3)), (s, dict(scale_factor=1.5, recompute_scale_factor=True, mode="linear")),
]
for inp, kw in cases:
    out = F.interpolate(inp, **kw)
    wgt = torch.arange(out.numel(), dtype=torch.float32, device=device).reshape(out.shape) % 7
    (out * wgt).sum().backward()
    print(kw, tuple(out.shape), r(out[0, 1]), r(inp.grad[0, 1]))
    inp.grad = None
print(ups[4](a).shape, r(ups[4](a)[0, 0, 3]))
err(lambda: F.interpolate(a, scale_factor=2, align_corners=True))
err(lambda: F.interpolate(a))
err(lambda: F.interpolate(a, size=3, scale_factor=2))
err(lambda: F.interpolate(s, size=3, mode="bilinear"))
err(lambda: F.interpolate(a, size=(1, 2, 3)))
err(lambda: F.interpolate(a, size=3, recompute_scale_factor=True))
err(lambda: F.interpolate(a, scale_factor=2, mode="linear"))
v5 = torch.arange(24, dtype=torch.float32, device=device).reshape(1, 1, 2, 3, 4)
print(F.pad(v5, (1, 1, 2, 0, 1, 0), mode="reflect")[0, 0, 0].tolist())
print(F.pad(v5, (1, 0, 1, 1, 0, 1), mode="replicate").shape, nn.ZeroPad3d((1, 0, 0, 0, 0, 1))(v5)[0, 0, 2].tolist())
print(F.interpolate(v5, scale_factor=(1, 1.5, 0.5))[0, 0, 1].tolist())
err(lambda: F.interpolate(a, scale_factor=[1.0, 2.0, 3.0]))
