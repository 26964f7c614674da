# The 3-D pools (nn.MaxPool3d, AvgPool3d, AdaptiveAvgPool3d, AdaptiveMaxPool3d, LPPool3d) and their
# functional forms: values, indices and the gradients, with stride, padding, dilation, ceil_mode,
# count_include_pad and divisor_override; errors.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)


def r(t, n=4):
    return [round(v, n) for v in t.detach().flatten().tolist()]


def err(f):
    try:
        f()
    except Exception as e:
        print(type(e).__name__ + ":", e)


x = torch.randn(2, 4, 4, 5, 4, device=device, requires_grad=True)
pools = [
    nn.MaxPool3d(2), nn.MaxPool3d((3, 2, 2), stride=(2, 1, 2), padding=(1, 0, 1), dilation=(1, 2, 1)),
    nn.MaxPool3d(2, ceil_mode=True), nn.AvgPool3d(2), nn.AvgPool3d(3, 2, 1),
    nn.AvgPool3d(3, 2, 1, count_include_pad=False, ceil_mode=True),
    nn.AvgPool3d((2, 3, 2), 1, (1, 1, 0), divisor_override=5),
    nn.AdaptiveAvgPool3d((2, 4, 3)), nn.AdaptiveAvgPool3d((None, 3, 4)),
    nn.AdaptiveMaxPool3d((3, 4, 2)), nn.AdaptiveMaxPool3d(2), nn.LPPool3d(2, 2), nn.LPPool3d(2, (2, 3, 2), 1),
]
for m in pools:
    out = m(x)
    g = torch.arange(out.numel(), device=device).reshape(out.shape) % 7 - 3.0
    (out * g).sum().backward()
    print(m, tuple(out.shape), r(out[1, 2], 3)[:16])
    print(r(x.grad[0, 1, 1], 3))
    x.grad = None
v, i = F.max_pool3d(x, (2, 3, 2), (1, 2, 2), (1, 1, 0), return_indices=True)
print(tuple(v.shape), i[0, 1].flatten().tolist()[:20])
v, i = F.adaptive_max_pool3d(x[1], (2, 3, 2), return_indices=True)
print(tuple(v.shape), i.flatten().tolist()[:24])
print(tuple(F.avg_pool3d(x[0], 2).shape), tuple(F.adaptive_avg_pool3d(x[0], 3).shape))
err(lambda: F.max_pool3d(x[0, 0, 0], 2))
err(lambda: F.max_pool3d(x, 6))
err(lambda: F.adaptive_avg_pool3d(x[0, 0, 0], 2))
err(lambda: F.adaptive_max_pool3d(x[0, 0, 0], 2))
